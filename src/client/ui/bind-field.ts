import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/**
 * What a react-hook-form text field needs, in one spread: its registration, its error message,
 * and whether it is disabled while the form saves.
 */
export function bindField<T extends FieldValues>(form: UseFormReturn<T>, disabled: boolean) {
  return (name: Path<T>) => {
    const error = form.formState.errors[name];
    return {
      disabled,
      error: typeof error?.message === "string" ? error.message : undefined,
      ...form.register(name),
    };
  };
}
