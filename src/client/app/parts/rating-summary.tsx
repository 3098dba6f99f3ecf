import type { Rating } from "#shared/matching/profile.ts";
import { cn } from "../../ui/cn.ts";
import { Stars } from "../../ui/stars.tsx";
import { useMessages } from "../i18n.tsx";

/** Stars, the average and the number of visible reviews; without reviews it says so, or nothing when `quietWhenNone`. */
export function RatingSummary({
  rating,
  quietWhenNone = false,
  className,
}: {
  rating: Rating;
  quietWhenNone?: boolean;
  className?: string;
}) {
  const m = useMessages().matching.profiles.rating;
  if (rating.average === null || rating.count === 0) {
    return quietWhenNone ? null : (
      <span className={cn("text-sm text-muted-foreground", className)}>{m.none}</span>
    );
  }
  return (
    <span className={cn("inline-flex items-center gap-1.5 text-sm", className)}>
      <Stars value={rating.average} label={m.label(rating.average, rating.count)} />
      <span aria-hidden="true" className="font-medium text-muted-foreground">
        {m.short(rating.average, rating.count)}
      </span>
    </span>
  );
}
