import { cn } from "./cn.ts";

const COUNT = 5;
// lucide's star (24 units, drawn from its top point) in relative steps after that point, so one path can
// repeat it: a card with a rating draws one svg, not five (/designs shows 30 ratings).
const STAR_FROM_TOP =
  "a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0l-4.617 2.428a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879l-3.736-3.637a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
/** A star's width and the gap after it, in the star's units (2 px between 16 px stars). */
const STAR = 24;
const GAP = 3;
const STEP = STAR + GAP;

/** `count` stars side by side, the first in place `from`. */
function starsPath(from: number, count: number): string {
  return `M${11.525 + STEP * from} 2.295${STAR_FROM_TOP}${`m${STEP} 0${STAR_FROM_TOP}`.repeat(count - 1)}`;
}

/** A rating out of five as stars (rounded to whole stars); `label` says it in words. */
export function Stars({ value, label, className }: { value: number; label: string; className?: string }) {
  const filled = Math.min(COUNT, Math.max(0, Math.round(value)));
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${STEP * COUNT - GAP} ${STAR}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("h-4 w-22 shrink-0", className)}
    >
      {filled > 0 && <path d={starsPath(0, filled)} className="fill-warning text-warning" />}
      {filled < COUNT && <path d={starsPath(filled, COUNT - filled)} className="text-muted-foreground/40" />}
    </svg>
  );
}
