import { useDeferredValue } from "react";
import { EAGER_CARD_COUNT } from "#shared/designs/constants.ts";
import type { Design } from "#shared/designs/design.ts";
import { useRenderedOnServer } from "../../ui/rendered-on-server.tsx";
import { DesignCard } from "./design-card.tsx";

const NOT_YET: Design[] = [];
const PLACEHOLDERS = 6;

/**
 * A grid of design cards; the first cards on the page load their images at once. The cards render in a
 * deferred pass that React splits into short tasks, so a page of cards arriving never blocks a tap for long
 * (a phone takes a few hundred milliseconds to render twenty cards); placeholders stand in until then.
 * A page the server rendered shows its cards at once: they are in its HTML, and hydration yields on its own.
 */
export function DesignGrid({
  designs,
  eagerCount = EAGER_CARD_COUNT,
}: {
  designs: Design[];
  eagerCount?: number;
}) {
  const shown = useDeferredValue(designs, useRenderedOnServer() ? designs : NOT_YET);
  if (shown === NOT_YET && designs.length > 0)
    return <DesignGridSkeleton count={Math.min(designs.length, PLACEHOLDERS)} />;
  return (
    // Cards out of view are laid out and painted only when they come near it.
    <div className="grid gap-6 *:[contain-intrinsic-size:auto_28rem] *:[content-visibility:auto] sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((design, index) => (
        <DesignCard
          key={design.id}
          design={design}
          eager={index < eagerCount}
          priority={index === 0 && eagerCount > 0}
        />
      ))}
    </div>
  );
}

export function DesignGridSkeleton({ count = PLACEHOLDERS }: { count?: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="overflow-hidden rounded-xl border border-border bg-card">
          <div className="aspect-[3/2] animate-pulse bg-muted" />
          {/* The lines of a card (styles, title, two lines of text, designer, budget), so its height barely moves. */}
          <div className="flex flex-col gap-2 p-4">
            <div className="h-5 w-24 animate-pulse rounded bg-muted" />
            <div className="h-5 w-3/4 animate-pulse rounded bg-muted" />
            <div className="h-4 w-full animate-pulse rounded bg-muted" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
            <div className="h-5 w-1/2 animate-pulse rounded bg-muted" />
            <div className="h-5 w-28 animate-pulse rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}
