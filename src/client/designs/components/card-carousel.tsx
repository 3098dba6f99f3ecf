import { CARD_IMAGE_SIZES } from "#shared/app/images.ts";
import { CAROUSEL_DOTS_MAX } from "#shared/designs/constants.ts";
import type { DesignImage } from "#shared/designs/design.ts";
import { useMessages } from "../../app/i18n.tsx";
import { cn } from "../../ui/cn.ts";
import { ChevronLeft, ChevronRight, Images } from "../../ui/icons.tsx";
import { useRenderedOnServer } from "../../ui/rendered-on-server.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { useCarousel } from "../use-carousel.ts";
import { CarouselSlide } from "./carousel-slide.tsx";

/** The small carousel of a design card: arrows on hover or focus, dots for up to 5 images. */
export function CardCarousel({
  images,
  title,
  eager,
  priority = false,
}: {
  images: DesignImage[];
  title: string;
  eager: boolean;
  priority?: boolean;
}) {
  const m = useMessages().designs.carousel;
  const { index, setIndex, previous, next } = useCarousel(images.length, images[0]?.id);
  const image = images[index];
  // A tap on the server's HTML before the app has taken over would be lost: until then the buttons say so.
  const waitingForApp = useRenderedOnServer();
  if (!image) {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-2 bg-muted text-sm text-muted-foreground">
        <Images aria-hidden="true" className="size-6" />
        {m.none}
      </div>
    );
  }
  const arrow =
    "absolute top-1/2 z-10 flex size-8 -translate-y-1/2 items-center justify-center rounded-full bg-card/90 text-foreground shadow " +
    "opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100 [@media(hover:none)]:opacity-100";
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's group, not a set of form fields
    <div
      role="group"
      aria-roledescription={m.roleDescription}
      aria-label={title}
      className="relative size-full"
    >
      <CarouselSlide index={index} total={images.length} className="size-full">
        <ResponsiveImage
          key={image.id}
          image={image}
          alt={m.imageAlt(title, index + 1, images.length)}
          sizes={CARD_IMAGE_SIZES}
          eager={eager}
          priority={priority && index === 0}
          unavailableText={m.unavailable}
          className="size-full"
        />
      </CarouselSlide>
      {images.length > 1 && (
        <>
          <button
            type="button"
            aria-label={m.previous}
            disabled={waitingForApp}
            onClick={previous}
            className={cn(arrow, "left-2")}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            aria-label={m.next}
            disabled={waitingForApp}
            onClick={next}
            className={cn(arrow, "right-2")}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
          {images.length <= CAROUSEL_DOTS_MAX && (
            <div className="absolute bottom-0 left-1/2 z-10 flex -translate-x-1/2">
              {images.map((dot, dotIndex) => (
                // A 24 px target around an 8 px dot, large enough for a finger (WCAG 2.5.8).
                <button
                  key={dot.id}
                  type="button"
                  aria-label={m.goTo(dotIndex + 1)}
                  aria-current={dotIndex === index}
                  disabled={waitingForApp}
                  onClick={() => setIndex(dotIndex)}
                  className="group/dot flex size-6 items-center justify-center"
                >
                  <span
                    className={cn(
                      "size-2 rounded-full shadow transition-colors",
                      dotIndex === index ? "bg-white" : "bg-white/50 group-hover/dot:bg-white/80",
                    )}
                  />
                </button>
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
