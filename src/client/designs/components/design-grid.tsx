import { EAGER_CARD_COUNT } from "#shared/designs/constants.ts";
import type { Design } from "#shared/designs/design.ts";
import { DesignCard } from "./design-card.tsx";

/** A grid of design cards; the first cards on the page load their images at once. */
export function DesignGrid({
  designs,
  eagerCount = EAGER_CARD_COUNT,
}: {
  designs: Design[];
  eagerCount?: number;
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {designs.map((design, index) => (
        <DesignCard key={design.id} design={design} eager={index < eagerCount} />
      ))}
    </div>
  );
}

export function DesignGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="overflow-hidden rounded-xl border border-border bg-card">
          <div className="aspect-[3/2] animate-pulse bg-muted" />
          <div className="flex flex-col gap-2 p-4">
            <div className="h-4 w-24 animate-pulse rounded bg-muted" />
            <div className="h-5 w-3/4 animate-pulse rounded bg-muted" />
            <div className="h-4 w-full animate-pulse rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}
