import { useEffect } from "react";
import { DETAIL_IMAGE_SIZES } from "#shared/app/images.ts";
import type { DesignImage } from "#shared/designs/design.ts";
import { useMessages } from "../../app/i18n.tsx";
import { cn } from "../../ui/cn.ts";
import { ChevronLeft, ChevronRight, Images } from "../../ui/icons.tsx";
import { useRenderedOnServer } from "../../ui/rendered-on-server.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { useCarousel } from "../use-carousel.ts";
import { CarouselSlide } from "./carousel-slide.tsx";

/** The design page's carousel: wrap-around arrows, arrow keys, a counter and thumbnails. */
export function DetailCarousel({
  images,
  title,
  resetKey,
}: {
  images: DesignImage[];
  title: string;
  resetKey: string;
}) {
  const m = useMessages().designs;
  const { index, setIndex, previous, next } = useCarousel(images.length, resetKey);
  const image = images[index];
  // A tap on the server's HTML before the app has taken over would be lost: until then the buttons say so.
  const waitingForApp = useRenderedOnServer();

  // Arrow keys move the carousel anywhere on the page, except while typing.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable]") || event.altKey || event.metaKey)
        return;
      if (event.key === "ArrowLeft") previous();
      else if (event.key === "ArrowRight") next();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [previous, next]);

  if (!image) {
    return (
      <div className="flex aspect-[3/2] flex-col items-center justify-center gap-2 rounded-xl bg-muted text-muted-foreground">
        <Images aria-hidden="true" className="size-8" />
        {m.carousel.none}
      </div>
    );
  }

  const arrow =
    "absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-card/90 text-foreground shadow-md hover:bg-card";

  return (
    // min-w-0: as a grid item the thumbnail strip's full length would otherwise set the column's width.
    <div className="flex min-w-0 flex-col gap-3">
      <section
        aria-roledescription={m.carousel.roleDescription}
        aria-label={m.carousel.region}
        className="relative overflow-hidden rounded-xl"
      >
        <CarouselSlide index={index} total={images.length} className="aspect-[3/2]">
          <ResponsiveImage
            key={image.id}
            image={image}
            alt={m.carousel.imageAlt(title, index + 1, images.length)}
            sizes={DETAIL_IMAGE_SIZES}
            eager
            priority={index === 0}
            unavailableText={m.carousel.unavailable}
            className="size-full"
          />
        </CarouselSlide>
        {images.length > 1 && (
          <>
            <button
              type="button"
              aria-label={m.carousel.previous}
              disabled={waitingForApp}
              onClick={previous}
              className={cn(arrow, "left-3")}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label={m.carousel.next}
              disabled={waitingForApp}
              onClick={next}
              className={cn(arrow, "right-3")}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </>
        )}
        {/* The slide's name says the same in words. */}
        <p
          aria-hidden="true"
          className="absolute right-3 bottom-3 rounded-full bg-black/60 px-2.5 py-1 text-xs font-medium text-white"
        >
          {m.carousel.counter(index + 1, images.length)}
        </p>
      </section>
      {images.length > 1 && (
        <ul aria-label={m.detail.thumbnails} className="flex gap-2 overflow-x-auto pb-1">
          {images.map((thumb, thumbIndex) => (
            <li key={thumb.id} className="shrink-0">
              <button
                type="button"
                aria-label={m.carousel.goTo(thumbIndex + 1)}
                aria-current={thumbIndex === index}
                disabled={waitingForApp}
                onClick={() => setIndex(thumbIndex)}
                className={cn(
                  "block aspect-[3/2] w-24 overflow-hidden rounded-lg border-2 transition-opacity",
                  thumbIndex === index ? "border-primary" : "border-transparent opacity-70 hover:opacity-100",
                )}
              >
                <ResponsiveImage image={thumb} alt="" sizes="96px" unavailableText="" className="size-full" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
