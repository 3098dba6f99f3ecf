import { cn } from "./cn.ts";
import { LoaderCircle } from "./icons.tsx";

/**
 * A centred spinner with a visible label, for whole-page waits. It fills the screen, so the footer stays out of
 * sight rather than showing under it and jumping away when the page comes (a layout shift).
 */
/** `inBox` waits inside a dialog or card instead, at a small height of its own. */
export function PageSpinner({
  label,
  inBox,
  className,
}: {
  label: string;
  inBox?: boolean;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        "flex flex-col items-center justify-center gap-3",
        inBox ? "min-h-40" : "min-h-screen",
        className,
      )}
    >
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <p className="text-sm text-muted-foreground">{label}</p>
    </div>
  );
}
