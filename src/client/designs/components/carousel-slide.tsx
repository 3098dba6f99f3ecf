import type { ReactNode } from "react";
import { useMessages } from "../../app/i18n.tsx";

/**
 * The image a carousel shows, as a slide of the WAI-ARIA carousel pattern, and a polite live region
 * that tells screen readers the new position ("Image 2 of 5") when the user moves it.
 */
export function CarouselSlide({
  index,
  total,
  className,
  children,
}: {
  index: number;
  total: number;
  className?: string;
  children: ReactNode;
}) {
  const m = useMessages().designs.carousel;
  const position = m.position(index + 1, total);
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's group, not a set of form fields */}
      <div role="group" aria-roledescription={m.slide} aria-label={position} className={className}>
        {children}
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {position}
      </p>
    </>
  );
}
