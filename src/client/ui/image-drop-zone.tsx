import { ImagePlus } from "./icons.tsx";

/** A large 'add photos' target around a hidden file input; the same file may be chosen again. */
export function ImageDropZone({
  id,
  label,
  hint,
  disabled,
  accept = "image/*",
  onFiles,
}: {
  id: string;
  label: string;
  hint: string;
  disabled: boolean;
  /** The file input's accept list. */
  accept?: string;
  onFiles: (files: File[]) => void;
}) {
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-border p-6 text-center hover:border-primary has-disabled:cursor-not-allowed has-disabled:opacity-60"
    >
      <ImagePlus aria-hidden="true" className="size-6 text-primary" />
      <span className="text-sm font-medium">{label}</span>
      <span className="text-xs text-muted-foreground">{hint}</span>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = "";
        }}
      />
    </label>
  );
}
