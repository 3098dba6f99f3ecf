import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { Design, DesignPage } from "#shared/designs/design.ts";
import { apiRequest, getQueryFn } from "../../app/api.ts";

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
    queryKey: ["/api/portfolio", params],
    queryFn: async ({ pageParam }) =>
      (await (
        await apiRequest("GET", `/api/portfolio?${toSearch({ ...params, page: pageParam })}`)
      ).json()) as DesignPage,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  });
}

export const useCatalogue = (params: CatalogueParams) => useInfiniteQuery(catalogueQuery(params));

/** Spec 1 §7: featured designs are fresh for 10 minutes and kept for 20. */
export const featuredDesignsQuery = queryOptions({
  queryKey: ["/api/featured-designs"],
  queryFn: getQueryFn<Design[]>({ on401: "throw" }),
  staleTime: 10 * 60_000,
  gcTime: 20 * 60_000,
});

export const useFeaturedDesigns = () => useQuery(featuredDesignsQuery);

export function designQuery(id: string) {
  return queryOptions({
    queryKey: [`/api/portfolio/${encodeURIComponent(id)}`],
    queryFn: getQueryFn<Design>({ on401: "throw" }),
    retry: (failures, error) => failures < 1 && !String(error.message).startsWith("404"),
  });
}

export const useDesign = (id: string) => useQuery(designQuery(id));
