import { cn } from "../../ui/cn.ts";
import { Link } from "../../ui/link.tsx";
import { useMessages } from "../i18n.tsx";

/** `compact`: on the narrowest phones the mark stands alone, so a signed-in header's buttons fit. */
export function Logo({ onNavigate, compact = false }: { onNavigate?: () => void; compact?: boolean }) {
  const { app } = useMessages();
  return (
    <Link to="/landing" onClick={onNavigate} className="flex items-center gap-2 rounded-lg font-semibold">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M7 16.5 16 9l9 7.5V24a1 1 0 0 1-1 1h-5v-6h-6v6H8a1 1 0 0 1-1-1z"
          className="fill-primary-foreground"
        />
        <circle cx="16" cy="15.5" r="1.6" className="fill-accent" />
      </svg>
      <span className={cn("text-lg tracking-tight", compact && "max-[359px]:sr-only")}>{app.brand}</span>
    </Link>
  );
}
