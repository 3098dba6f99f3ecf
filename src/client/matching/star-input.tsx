import { RATING_MAX, RATING_MIN } from "#shared/matching/constants.ts";
import { cn } from "../ui/cn.ts";
import { Star } from "../ui/icons.tsx";

const CHOICES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** Choosing 1 to 5 stars: a radio group, so arrow keys move between the stars. */
export function StarInput({
  name,
  value,
  onChange,
  label,
  describe,
  disabled,
  invalid,
}: {
  name: string;
  value: number | undefined;
  onChange: (rating: number) => void;
  label: (stars: number) => string;
  describe?: string;
  disabled?: boolean;
  invalid?: boolean;
}) {
  return (
    <div className="flex gap-1" aria-describedby={describe}>
      {CHOICES.map((stars) => {
        const lit = value !== undefined && stars <= value;
        return (
          <label
            key={stars}
            className={cn(
              "rounded-md p-1 has-focus-visible:outline-2 has-focus-visible:outline-ring",
              disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer",
            )}
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              disabled={disabled}
              aria-invalid={invalid ? true : undefined}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <span className="sr-only">{label(stars)}</span>
            <Star
              aria-hidden="true"
              className={cn("size-8", lit ? "fill-warning text-warning" : "text-muted-foreground/50")}
            />
          </label>
        );
      })}
    </div>
  );
}
