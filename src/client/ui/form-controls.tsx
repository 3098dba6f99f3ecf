import { type AriaAttributes, type ComponentProps, createContext, type MouseEvent, useContext } from "react";
import { cn } from "./cn.ts";

// Widths and heights are each control's own (props), so no caller's class has to beat one of these.
const FIELD =
  "rounded-lg border border-input bg-card px-3 text-sm text-foreground shadow-xs transition-colors " +
  "placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring " +
  "disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive";

/** The field a control sits in, so the control can point at the field's error. */
const FieldContext = createContext<{ id: string; error: string | undefined } | null>(null);

type ControlAria = Pick<AriaAttributes, "aria-invalid" | "aria-describedby"> & { id?: string | undefined };

/**
 * Inside a Field, its control (the one with the field's id) is marked invalid and described by the
 * error while there is one, besides any description of its own (a hint).
 */
function useFieldAria({ id, "aria-invalid": invalid, "aria-describedby": describedBy }: ControlAria) {
  const field = useContext(FieldContext);
  const errorId = field?.error && field.id === id ? `${id}-error` : undefined;
  return {
    "aria-invalid": invalid ?? (errorId ? true : undefined),
    "aria-describedby": [errorId, describedBy].filter(Boolean).join(" ") || undefined,
  };
}

/** `narrow`: a short number (a budget bound) beside others, instead of the whole row. */
export function Input({ className, narrow, ...props }: ComponentProps<"input"> & { narrow?: boolean }) {
  return (
    <input
      className={cn(FIELD, "h-10", narrow ? "w-36" : "w-full", className)}
      {...props}
      {...useFieldAria(props)}
    />
  );
}

/** `short` starts at half the height, for an optional note. */
export function Textarea({ className, short, ...props }: ComponentProps<"textarea"> & { short?: boolean }) {
  return (
    <textarea
      className={cn(FIELD, "w-full py-2 leading-relaxed", short ? "min-h-20" : "min-h-32", className)}
      {...props}
      {...useFieldAria(props)}
    />
  );
}

/** `fit` sizes the select to its options, for one beside a line of text (a sort order). */
export function NativeSelect({ className, fit, ...props }: ComponentProps<"select"> & { fit?: boolean }) {
  return (
    <select
      className={cn(FIELD, "h-10 pr-8", fit ? "w-auto" : "w-full", className)}
      {...props}
      {...useFieldAria(props)}
    />
  );
}

/**
 * A double click on a label's text focuses its control instead of selecting the words, as Radix's Label did; a
 * click inside a control the label wraps is the control's. Radix's Label brought its Slot along (1.6 KB on
 * /designs' first visit) for this one handler.
 */
function preventWordSelection(event: MouseEvent<HTMLLabelElement>) {
  if ((event.target as Element).closest("button, input, select, textarea")) return;
  if (event.detail > 1) event.preventDefault();
}

/** `quiet`: a label in the muted colour, beside a control in a toolbar. */
export function Label({
  className,
  quiet,
  onMouseDown,
  ...props
}: ComponentProps<"label"> & { quiet?: boolean }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the caller ties it to its control (htmlFor, or the control inside).
    <label
      className={cn("text-sm font-medium", quiet ? "text-muted-foreground" : "text-foreground", className)}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented) preventWordSelection(event);
      }}
      {...props}
    />
  );
}

/** A labelled control with its error tied to it for assistive technology (the control with the field's id). */
export function Field({
  id,
  label,
  required,
  error,
  children,
  className,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      {/* The required mark sits outside the label, so the field's name stays exactly its label. */}
      <div className="flex gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {required && (
          <span aria-hidden="true" className="text-sm text-destructive">
            *
          </span>
        )}
      </div>
      <FieldContext value={{ id, error }}>{children}</FieldContext>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A required group of choices (checkboxes, toggles) with its legend and its error. */
export function ChoiceGroup({
  id,
  legend,
  error,
  children,
  className,
}: {
  id: string;
  legend: string;
  error?: string | undefined;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <fieldset
      className={cn("flex flex-col gap-2", className)}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="text-sm font-medium">
        {legend}
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      </legend>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
