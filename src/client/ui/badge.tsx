import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

const TONES = {
  neutral: "bg-muted text-foreground",
  primary: "bg-secondary text-secondary-foreground",
  success: "bg-success/15 text-success",
  warning: "bg-warning/15 text-warning",
  destructive: "bg-destructive/15 text-destructive",
  /** Laid on a photo, where a tint would not read. */
  warningOnPhoto: "bg-card/95 text-warning shadow-sm",
  outline: "border border-border text-muted-foreground",
} as const;

export function Badge({
  tone = "neutral",
  className,
  ...props
}: ComponentProps<"span"> & { tone?: keyof typeof TONES }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium",
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
