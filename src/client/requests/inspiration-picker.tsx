import { ImagePlus, X } from "lucide-react";
import { useEffect, useId, useMemo } from "react";
import { MAX_REQUEST_IMAGES } from "#shared/requests/constants.ts";
import { useMessages } from "../app/i18n.tsx";
import { shrinkImages } from "../ui/shrink-images.ts";
import { toast } from "../ui/toast.tsx";

/** Chooses inspiration photos (spec 2 §5): images only, 20 at most, shrunk before they are sent. */
export function InspirationPicker({
  files,
  onChange,
  alreadyAttached,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  alreadyAttached: number;
  disabled: boolean;
}) {
  const f = useMessages().requests.form;
  const id = useId();
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const add = async (chosen: File[]) => {
    if (chosen.length === 0) return;
    if (chosen.some((file) => !file.type.startsWith("image/"))) {
      toast({ title: f.invalidTypeTitle, description: f.invalidTypeText, variant: "destructive" });
      return;
    }
    if (alreadyAttached + files.length + chosen.length > MAX_REQUEST_IMAGES) {
      toast({ title: f.tooManyTitle, description: f.tooManyText, variant: "destructive" });
      return;
    }
    toast({ title: f.optimizing, description: f.optimizingText });
    try {
      const shrunk = await shrinkImages(chosen);
      toast({ title: f.optimized, description: f.optimizedText(shrunk.savedPercent), variant: "success" });
      onChange([...files, ...shrunk.files]);
    } catch {
      toast({ title: f.compressionFailed, description: f.compressionFailedText });
      onChange([...files, ...chosen]);
    }
  };

  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <p className="text-sm text-muted-foreground">{f.inspirationsText}</p>
      <label
        htmlFor={id}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-border p-6 text-center hover:border-primary has-disabled:cursor-not-allowed has-disabled:opacity-60"
      >
        <ImagePlus aria-hidden="true" className="size-6 text-primary" />
        <span className="text-sm font-medium">{f.chooseImages}</span>
        <span className="text-xs text-muted-foreground">{f.imagesHint}</span>
        <input
          id={id}
          type="file"
          accept="image/*"
          multiple
          disabled={disabled}
          className="sr-only"
          onChange={(event) => {
            void add([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
      </label>
      {files.length > 0 && (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5">
          {files.map((file, index) => (
            <li
              key={previews[index]}
              className="relative aspect-square overflow-hidden rounded-lg border border-border"
            >
              <img src={previews[index]} alt={file.name} className="size-full object-cover" />
              <button
                type="button"
                aria-label={f.removeImage(file.name)}
                disabled={disabled}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-card/90 shadow"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
