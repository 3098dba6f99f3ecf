import type { DesignRequest } from "#shared/requests/schema.ts";
import { useMessages } from "../i18n.tsx";

/** A request's photos as thumbnails, each opening the full image in a new tab. */
export function RequestPhotos({ images, label }: { images: DesignRequest["images"]; label: string }) {
  const imageAlt = useMessages().designs.carousel.imageAlt;
  if (images.length === 0) return null;
  return (
    <ul aria-label={label} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {images.map((image, index) => (
        <li key={image.id}>
          <a
            href={image.imageUrl}
            target="_blank"
            rel="noreferrer"
            className="block aspect-square overflow-hidden rounded-lg border border-border"
          >
            <img
              src={image.imageUrl}
              alt={imageAlt(label, index + 1, images.length)}
              loading="lazy"
              className="size-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
