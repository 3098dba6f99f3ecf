import type { ComponentProps } from "react";
import { Field, Input } from "./form-controls.tsx";

/** A labelled text input whose error and hint are announced with it. */
export function TextField({
  id,
  label,
  error,
  hint,
  required,
  className,
  ...input
}: ComponentProps<"input"> & { id: string; label: string; error?: string | undefined; hint?: string }) {
  // The error, when there is one, is tied to the input by Field and takes the hint's place.
  const showHint = hint && !error;
  return (
    <Field id={id} label={label} required={required} error={error} className={className}>
      <Input id={id} aria-describedby={showHint ? `${id}-hint` : undefined} {...input} />
      {showHint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </Field>
  );
}
