import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicDesignerProfile } from "#shared/matching/profile.ts";
import { getJsonOrNullOn404 } from "../../app/api.ts";
import { designerKeys } from "../../app/query-keys.ts";

/** GET /api/designers/:id: a vetted designer's public page, or null when there is none. */
export function publicDesignerQuery(id: string) {
  return queryOptions({
    queryKey: designerKeys.publicProfile(id),
    queryFn: ({ signal }) =>
      getJsonOrNullOn404<PublicDesignerProfile>(`/api/designers/${encodeURIComponent(id)}`, signal),
  });
}

export const usePublicDesigner = (id: string) => useQuery(publicDesignerQuery(id));
