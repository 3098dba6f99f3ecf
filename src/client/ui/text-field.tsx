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
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;
  return (
    <Field id={id} label={label} required={required} error={error} className={className}>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </Field>
  );
}
