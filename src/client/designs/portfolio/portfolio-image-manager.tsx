import { useId } from "react";
import { MAX_PORTFOLIO_IMAGES } from "#shared/designs/portfolio.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { ArrowLeft, ArrowRight, Star, X } from "../../ui/icons.tsx";
import { ImageDropZone } from "../../ui/image-drop-zone.tsx";
import { prepareImages } from "../../ui/prepare-images.ts";
import type { ImageDraft } from "../api/save-portfolio-item.ts";

export interface ImageSelection {
  images: ImageDraft[];
  /** The main image's key; null means the first. */
  mainKey: string | null;
}

/** Spec 2 §4: the marked image, else the first one. */
export const mainKeyOf = ({ images, mainKey }: ImageSelection) =>
  images.some((image) => image.key === mainKey) ? mainKey : (images[0]?.key ?? null);

let nextKey = 0;

/**
 * Spec 2 §4, §5: 1 to 5 images, shrunk in the browser; any one can be made main, removing the
 * main promotes the first remaining, and the order is the catalogue's.
 */
export function PortfolioImageManager({
  value,
  onChange,
  disabled,
  error,
}: {
  value: ImageSelection;
  onChange: (value: ImageSelection) => void;
  disabled: boolean;
  error?: string | undefined;
}) {
  const { designs, requests } = useWorkspaceMessages();
  const d = designs.portfolio.dialog;
  const f = requests.form;
  const id = useId();
  const { images } = value;
  const main = mainKeyOf(value);

  const add = async (chosen: File[]) => {
    const files = await prepareImages(chosen, MAX_PORTFOLIO_IMAGES - images.length, { ...f, ...d });
    if (!files) return;
    const added = files.map((file) => ({ key: `new-${nextKey++}`, url: URL.createObjectURL(file), file }));
    onChange({ images: [...images, ...added], mainKey: main });
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...images];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange({ images: next, mainKey: main });
  };

  const remove = (key: string) => {
    const removed = images.find((image) => image.key === key);
    if (removed?.file) URL.revokeObjectURL(removed.url);
    onChange({ images: images.filter((image) => image.key !== key), mainKey: key === main ? null : main });
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-medium">
        {d.fields.images}
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      </legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {d.imagesHint}
      </p>
      {images.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((image, index) => {
            const isMain = image.key === main;
            const position = index + 1;
            return (
              <li
                key={image.key}
                className="flex flex-col overflow-hidden rounded-lg border border-border bg-card data-[main=true]:border-primary data-[main=true]:ring-2 data-[main=true]:ring-primary/30"
                data-main={isMain}
              >
                <div className="relative aspect-[3/2] bg-muted">
                  <img
                    src={image.file ? image.url : `${image.url}?w=320&f=webp`}
                    alt={d.imageAlt(position)}
                    className="size-full object-cover"
                  />
                  {isMain && (
                    <Badge tone="primary" className="absolute top-1.5 left-1.5 shadow-sm">
                      <Star aria-hidden="true" className="mr-1 size-3 fill-current" />
                      {d.main}
                    </Badge>
                  )}
                  <button
                    type="button"
                    aria-label={d.remove(position)}
                    disabled={disabled}
                    onClick={() => remove(image.key)}
                    className="absolute top-1.5 right-1.5 flex size-7 items-center justify-center rounded-full bg-card/90 text-foreground shadow hover:bg-card"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </div>
                <div className="flex items-center gap-1 p-1.5">
                  <Button
                    variant="ghost"
                    size="xs"
                    className="text-sm"
                    aria-label={d.moveEarlier(position)}
                    disabled={disabled || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowLeft aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="xs"
                    className="text-sm"
                    aria-label={d.moveLater(position)}
                    disabled={disabled || index === images.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowRight aria-hidden="true" />
                  </Button>
                  {!isMain && (
                    <Button
                      variant="ghost"
                      size="xs"
                      className="ml-auto text-xs"
                      disabled={disabled}
                      onClick={() => onChange({ images, mainKey: image.key })}
                    >
                      <Star aria-hidden="true" />
                      {/* A phone's tile is too narrow for the words; the button keeps them as its name. */}
                      <span className="sr-only sm:not-sr-only">{d.setMain}</span>
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {images.length < MAX_PORTFOLIO_IMAGES && (
        <ImageDropZone
          id={id}
          label={d.addImages}
          hint={d.fileHint}
          disabled={disabled}
          onFiles={(chosen) => void add(chosen)}
        />
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
