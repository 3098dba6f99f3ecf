import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { DesignPage } from "#shared/designs/design.ts";
import { getJson } from "../../app/api.ts";
import { designKeys } from "../../app/query-keys.ts";

/** The query string of GET /api/portfolio for a set of filters (undefined values left out). */
export type CatalogueParams = Record<string, string | number | undefined>;

function toSearch(params: CatalogueParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== "") search.set(key, String(value));
  return search.toString();
}

/** Spec 1 §7: the list is fresh for 5 minutes and kept for 10. */
export function catalogueQuery(params: CatalogueParams) {
  return infiniteQueryOptions({
    queryKey: designKeys.catalogue(params),
    queryFn: ({ pageParam, signal }) =>
      getJson<DesignPage>(`/api/portfolio?${toSearch({ ...params, page: pageParam })}`, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  });
}

export const useCatalogue = (params: CatalogueParams) => useInfiniteQuery(catalogueQuery(params));
