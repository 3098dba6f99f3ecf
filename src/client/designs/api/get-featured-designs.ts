import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Design } from "#shared/designs/design.ts";
import { getJson } from "../../app/api.ts";
import { designKeys } from "../../app/query-keys.ts";

/** Spec 1 §7: featured designs are fresh for 10 minutes and kept for 20. */
export const featuredDesignsQuery = queryOptions({
  queryKey: designKeys.featured(),
  queryFn: ({ signal }) => getJson<Design[]>("/api/featured-designs", signal),
  staleTime: 10 * 60_000,
  gcTime: 20 * 60_000,
});

export const useFeaturedDesigns = () => useQuery(featuredDesignsQuery);
