import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicDesignerProfile } from "#shared/matching/profile.ts";
import { ApiError, getJson } from "../../app/api.ts";
import { designerKeys } from "../../app/query-keys.ts";

/** GET /api/designers/:id: a vetted designer's public page; a missing one is not asked for twice. */
export function publicDesignerQuery(id: string) {
  return queryOptions({
    queryKey: designerKeys.publicProfile(id),
    queryFn: ({ signal }) =>
      getJson<PublicDesignerProfile>(`/api/designers/${encodeURIComponent(id)}`, signal),
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status === 404),
  });
}

export const usePublicDesigner = (id: string) => useQuery(publicDesignerQuery(id));
