import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Design } from "#shared/designs/design.ts";
import { getJsonOrNullOn404 } from "./api.ts";
import { designKeys } from "./query-keys.ts";

/** GET /api/portfolio/:id: one design, or null when there is none. */
export function designQuery(id: string) {
  return queryOptions({
    queryKey: designKeys.detail(id),
    queryFn: ({ signal }) => getJsonOrNullOn404<Design>(`/api/portfolio/${encodeURIComponent(id)}`, signal),
  });
}

export const useDesign = (id: string) => useQuery(designQuery(id));
