import { memo } from "react";
import { budgetLabel } from "#shared/designs/budget-label.ts";
import { CARD_STYLE_BADGES } from "#shared/designs/constants.ts";
import type { Design } from "#shared/designs/design.ts";
import { useMessages } from "../../app/i18n.tsx";
import { DesignerByline } from "../../app/parts/designer-byline.tsx";
import { WrittenInLabel } from "../../app/parts/written-in-label.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Link } from "../../ui/link.tsx";
import { CardCarousel } from "./card-carousel.tsx";
import { SaveButton } from "./save-button.tsx";

/**
 * Memoised: when a grid renders again with the same designs (its server HTML taken over, more cards loaded
 * below), the cards already drawn are left alone.
 */
export const DesignCard = memo(function DesignCard({
  design,
  eager,
  priority = false,
}: {
  design: Design;
  eager: boolean;
  priority?: boolean;
}) {
  const { card: m, styleLabels } = useMessages().designs;
  const shown = design.style.slice(0, CARD_STYLE_BADGES);
  const more = design.style.length - shown.length;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[3/2] overflow-hidden">
        <CardCarousel images={design.images} title={design.title} eager={eager} priority={priority} />
        <SaveButton design={design} className="absolute top-2 right-2 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-1.5">
          {shown.map((style) => (
            <Badge key={style} tone="primary">
              {styleLabels[style]}
            </Badge>
          ))}
          {more > 0 && <Badge tone="outline">{m.moreStyles(more)}</Badge>}
        </div>
        <h3 lang={design.lang} className="text-base leading-snug font-semibold">
          <Link
            to={`/design/${design.id}`}
            aria-label={m.open(design.title)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none after:focus-visible:rounded-xl after:focus-visible:outline-2 after:focus-visible:outline-ring"
          >
            {design.title}
          </Link>
        </h3>
        {design.isFallback && <WrittenInLabel lang={design.lang} />}
        <p lang={design.lang} className="line-clamp-2 text-sm text-muted-foreground">
          {design.description}
        </p>
        <DesignerByline designer={design.designer} />
        <p className="mt-auto pt-1 text-sm font-semibold text-primary">{budgetLabel(design, m)}</p>
      </div>
    </article>
  );
});
