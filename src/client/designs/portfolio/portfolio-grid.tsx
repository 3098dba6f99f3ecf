import { EAGER_CARD_COUNT } from "#shared/designs/constants.ts";
import type { Design } from "#shared/designs/design.ts";
import { PortfolioCard } from "./portfolio-card.tsx";

/** The management grid: the same cards for the designer dashboard and the portfolio page. */
export function PortfolioGrid({
  designs,
  canFeature,
  showDesigner,
}: {
  designs: Design[];
  canFeature: boolean;
  showDesigner: boolean;
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {designs.map((design, index) => (
        <PortfolioCard
          key={design.id}
          design={design}
          canFeature={canFeature}
          showDesigner={showDesigner}
          eager={index < EAGER_CARD_COUNT}
        />
      ))}
    </div>
  );
}
