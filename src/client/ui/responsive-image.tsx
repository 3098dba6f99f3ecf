import { useState } from "react";
import { variantSrcSet, variantUrl } from "#shared/app/images.ts";
import type { DesignImage } from "#shared/designs/design.ts";
import { cn } from "./cn.ts";
import { ImageOff } from "./icons.tsx";

/**
 * A stored image served at the width the layout needs (`sizes`), as WebP; a broken image shows
 * `unavailableText` instead.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  eager,
  priority,
  unavailableText,
  className,
}: {
  image: DesignImage;
  alt: string;
  sizes: string;
  eager?: boolean;
  /** The page's likely largest paint: fetched before everything else. */
  priority?: boolean;
  unavailableText: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div
        className={cn(
          "flex flex-col items-center justify-center gap-2 bg-muted text-sm text-muted-foreground",
          className,
        )}
      >
        <ImageOff aria-hidden="true" className="size-6" />
        {unavailableText}
      </div>
    );
  }
  return (
    <img
      src={variantUrl(image.imageUrl, 640)}
      srcSet={variantSrcSet(image.imageUrl, image.width)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
      onError={() => setFailed(true)}
      className={cn("bg-muted object-cover", className)}
    />
  );
}
