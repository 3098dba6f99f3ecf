import { useEffect, useId, useMemo } from "react";
import { CircleAlert, X } from "../../../ui/icons.tsx";
import { ImageDropZone } from "../../../ui/image-drop-zone.tsx";
import { useWorkspaceMessages } from "../../i18n.tsx";
import type { PickedPhotos } from "./picked-photos.ts";

/**
 * What the server keeps. Not listing HEIC makes an iPhone convert its photos to JPEG as they are
 * picked; a HEIC that arrives anyway is converted when the browser can read it, else refused with how.
 */
const ACCEPTED = "image/jpeg,image/png,image/webp,image/gif";

/**
 * Chooses inspiration photos (spec 2 §5): images only, 20 at most, shrunk before they are sent. A
 * photo that will not be added stays in the list with why and what to do, until it is removed.
 */
export function InspirationPicker({ photos, disabled }: { photos: PickedPhotos; disabled: boolean }) {
  const { form: f, photos: p } = useWorkspaceMessages().requests;
  const id = useId();
  const list = photos.photos;
  const previews = useMemo(
    () =>
      new Map(
        list.filter((photo) => !photo.refusal).map((photo) => [photo.id, URL.createObjectURL(photo.file)]),
      ),
    [list],
  );
  useEffect(
    () => () => {
      for (const url of previews.values()) URL.revokeObjectURL(url);
    },
    [previews],
  );

  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <p className="text-sm text-muted-foreground">{f.inspirationsText}</p>
      <ImageDropZone
        id={id}
        label={f.chooseImages}
        hint={f.imagesHint}
        disabled={disabled}
        accept={ACCEPTED}
        onFiles={(chosen) => void photos.add(chosen)}
      />
      {!photos.draftKeepsPhotos && list.length > 0 && (
        <p className="text-sm text-muted-foreground">{p.notKeptWithDraft}</p>
      )}
      {list.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {list.map((photo) => {
            const preview = previews.get(photo.id);
            const refusalId = `${id}-refusal-${photo.id}`;
            return (
              <li
                key={photo.id}
                className={
                  photo.refusal
                    ? "relative col-span-2 flex gap-3 rounded-lg border border-destructive bg-destructive/5 p-3 pr-10"
                    : "relative aspect-square overflow-hidden rounded-lg border border-border"
                }
              >
                {preview ? (
                  <img src={preview} alt={photo.file.name} className="size-full object-cover" />
                ) : (
                  <div className="flex min-w-0 flex-col gap-1 text-sm">
                    <span className="flex items-center gap-1.5 font-medium text-destructive">
                      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
                      <span className="truncate">{photo.file.name}</span>
                    </span>
                    <span id={refusalId}>{photo.refusal}</span>
                  </div>
                )}
                <button
                  type="button"
                  aria-label={f.removeImage(photo.file.name)}
                  aria-describedby={photo.refusal ? refusalId : undefined}
                  disabled={disabled}
                  onClick={() => photos.remove(photo.id)}
                  className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-card/90 shadow"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
