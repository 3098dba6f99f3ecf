import { cn } from "./cn.ts";
import { Check } from "./icons.tsx";

/** A pill that is on or off (aria-pressed), for choosing several options from a short list. */
export function ToggleChip({
  label,
  on,
  disabled,
  onToggle,
}: {
  label: string;
  on: boolean;
  disabled?: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        "inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors disabled:opacity-60",
        on
          ? "border-primary bg-primary text-primary-foreground"
          : "border-border bg-card text-foreground hover:border-primary",
      )}
    >
      {on && <Check aria-hidden="true" className="size-3.5" />}
      {label}
    </button>
  );
}
