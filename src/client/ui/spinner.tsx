import { LoaderCircle } from "lucide-react";
import { cn } from "./cn.ts";

/**
 * A centred spinner with a visible label, for whole-page waits. It fills the screen, so the footer stays out of
 * sight rather than showing under it and jumping away when the page comes (a layout shift).
 */
export function PageSpinner({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn("flex min-h-screen flex-col items-center justify-center gap-3", className)}
    >
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <p className="text-sm text-muted-foreground">{label}</p>
    </div>
  );
}
