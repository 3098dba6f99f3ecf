import { Star } from "lucide-react";
import { cn } from "./cn.ts";

const STARS = [1, 2, 3, 4, 5] as const;

/** A rating out of five as stars (rounded to whole stars); `label` says it in words. */
export function Stars({ value, label, className }: { value: number; label: string; className?: string }) {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={label} className={cn("inline-flex shrink-0 gap-0.5", className)}>
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn("size-4", star <= filled ? "fill-warning text-warning" : "text-muted-foreground/40")}
        />
      ))}
    </span>
  );
}
