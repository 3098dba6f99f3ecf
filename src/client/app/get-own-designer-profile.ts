import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OwnDesignerProfile } from "#shared/matching/profile.ts";
import { getJson } from "./api.ts";
import { designerKeys } from "./query-keys.ts";

/** GET /api/designer/profile: the signed-in designer's profile (their profile page and dashboard). */
export const ownDesignerProfileQuery = queryOptions({
  queryKey: designerKeys.ownProfile(),
  queryFn: ({ signal }) => getJson<OwnDesignerProfile>("/api/designer/profile", signal),
});

export const useOwnDesignerProfile = () => useQuery(ownDesignerProfileQuery);
