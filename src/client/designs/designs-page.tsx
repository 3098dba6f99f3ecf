import { useCallback } from "react";
import { FEATURED_COUNT } from "#shared/designs/constants.ts";
import { useMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { Button } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { SearchX } from "../ui/icons.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { useCatalogue } from "./api/get-catalogue.ts";
import { useFeaturedDesigns } from "./api/get-featured-designs.ts";
import { CatalogueFiltersBar } from "./components/catalogue-filters-bar.tsx";
import { DesignGrid, DesignGridSkeleton } from "./components/design-grid.tsx";
import { LoadMoreSentinel } from "./components/load-more-sentinel.tsx";
import { toCatalogueParams, useCatalogueFilters } from "./use-catalogue-filters.ts";

function FeaturedDesigns() {
  const m = useMessages().designs.browse;
  const { data, isPending } = useFeaturedDesigns();
  const featured = data?.slice(0, FEATURED_COUNT) ?? [];
  // Placeholders hold the section's place while it loads, so the list below does not jump down.
  if (featured.length === 0 && !isPending) return null;
  return (
    <section aria-labelledby="featured-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="featured-heading" className="text-2xl font-semibold tracking-tight">
          {m.featured}
        </h2>
        <p className="text-sm text-muted-foreground">{m.featuredText}</p>
      </div>
      {isPending ? <DesignGridSkeleton count={3} /> : <DesignGrid designs={featured} />}
    </section>
  );
}

export function DesignsPage() {
  const m = useMessages().designs;
  usePageMeta("designs");
  const catalogueFilters = useCatalogueFilters();
  const { filters, reset, isFiltered } = catalogueFilters;
  const catalogue = useCatalogue(toCatalogueParams(filters));
  const designs = catalogue.data?.pages.flatMap((page) => page.items) ?? [];
  const total = catalogue.data?.pages[0]?.total;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = catalogue;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Container className="flex flex-col gap-10 py-12">
      <PageHeader title={m.browse.title} description={m.browse.subtitle} />
      <CatalogueFiltersBar {...catalogueFilters} />
      {!isFiltered && <FeaturedDesigns />}
      <section aria-labelledby="all-heading" className="flex flex-col gap-4">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="all-heading" className="text-2xl font-semibold tracking-tight">
            {m.browse.all}
          </h2>
          {total !== undefined && (
            <p role="status" className="text-sm text-muted-foreground">
              {m.browse.results(total)}
            </p>
          )}
        </div>
        {catalogue.isPending ? (
          <DesignGridSkeleton />
        ) : catalogue.isError ? (
          <div className="flex flex-col items-center gap-3 py-16 text-center">
            <p className="text-muted-foreground">{m.browse.loadError}</p>
            <Button variant="outline" onClick={() => void catalogue.refetch()}>
              {m.browse.retry}
            </Button>
          </div>
        ) : designs.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border py-16 text-center">
            <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="text-muted-foreground">{m.browse.empty}</p>
            <Button variant="outline" onClick={reset}>
              {m.filters.reset}
            </Button>
          </div>
        ) : (
          <>
            <DesignGrid designs={designs} eagerCount={isFiltered ? 6 : 0} />
            <LoadMoreSentinel onVisible={loadMore} disabled={!hasNextPage} />
            <p className="text-center text-sm text-muted-foreground">
              {isFetchingNextPage ? m.browse.loadingMore : hasNextPage ? "" : m.browse.end}
            </p>
          </>
        )}
      </section>
    </Container>
  );
}
