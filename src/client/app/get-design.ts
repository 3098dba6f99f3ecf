import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Design } from "#shared/designs/design.ts";
import { ApiError, getJson } from "./api.ts";
import { designKeys } from "./query-keys.ts";

/** GET /api/portfolio/:id: one design; a missing one is not asked for twice. */
export function designQuery(id: string) {
  return queryOptions({
    queryKey: designKeys.detail(id),
    queryFn: ({ signal }) => getJson<Design>(`/api/portfolio/${encodeURIComponent(id)}`, signal),
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status === 404),
  });
}

export const useDesign = (id: string) => useQuery(designQuery(id));
