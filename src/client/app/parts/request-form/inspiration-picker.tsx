import { X } from "lucide-react";
import { useEffect, useId, useMemo } from "react";
import { MAX_REQUEST_IMAGES } from "#shared/requests/constants.ts";
import { ImageDropZone } from "../../../ui/image-drop-zone.tsx";
import { prepareImages } from "../../../ui/prepare-images.ts";
import { useMessages } from "../../i18n.tsx";

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
    const ready = await prepareImages(chosen, MAX_REQUEST_IMAGES - alreadyAttached - files.length, f);
    if (ready) onChange([...files, ...ready]);
  };

  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <p className="text-sm text-muted-foreground">{f.inspirationsText}</p>
      <ImageDropZone
        id={id}
        label={f.chooseImages}
        hint={f.imagesHint}
        disabled={disabled}
        onFiles={(chosen) => void add(chosen)}
      />
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
