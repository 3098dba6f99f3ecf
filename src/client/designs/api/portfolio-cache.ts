import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { Design, DesignPage } from "#shared/designs/design.ts";
import { designKeys } from "../../app/query-keys.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";

/** A portfolio change can alter every view of designs: the catalogue's pages and items, featured, each portfolio. */
export function refreshPortfolio(queryClient: QueryClient) {
  return refreshQueries(queryClient, { queryKey: designKeys.all });
}

type Cached = Design[] | InfiniteData<DesignPage> | Design | undefined;

/** Applies `change` to an item wherever lists hold it (null removes it); single-item answers are left alone. */
function patchLists(cached: Cached, id: string, change: (design: Design) => Design | null): Cached {
  const apply = (designs: Design[]) =>
    designs.flatMap((design) => {
      if (design.id !== id) return [design];
      const changed = change(design);
      return changed ? [changed] : [];
    });
  if (Array.isArray(cached)) return apply(cached);
  if (cached && "pages" in cached) {
    return { ...cached, pages: cached.pages.map((page) => ({ ...page, items: apply(page.items) })) };
  }
  return cached;
}

/** Changes every cached list at once and returns how to put them back (spec 2 §4: optimistic, rolled back on error). */
export async function optimistically(
  queryClient: QueryClient,
  id: string,
  change: (design: Design) => Design | null,
) {
  const filters = { queryKey: designKeys.all };
  await queryClient.cancelQueries(filters);
  const snapshot = queryClient.getQueriesData<Cached>(filters);
  for (const [key, cached] of snapshot) queryClient.setQueryData(key, patchLists(cached, id, change));
  return () => {
    for (const [key, cached] of snapshot) queryClient.setQueryData(key, cached);
  };
}
