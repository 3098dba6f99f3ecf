import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OwnDesignerProfile } from "#shared/matching/profile.ts";
import { apiRequest, getJson } from "../../app/api.ts";
import { designerKeys, userKeys } from "../../app/query-keys.ts";
import { refreshPublicDesigners } from "../../app/refresh-public-designers.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";

const adminProfilePath = (id: string) => `/api/admin/designers/${encodeURIComponent(id)}/profile`;

export function adminDesignerProfileQuery(id: string) {
  return queryOptions({
    queryKey: designerKeys.adminProfile(id),
    queryFn: ({ signal }) => getJson<OwnDesignerProfile>(adminProfilePath(id), signal),
  });
}

export const useAdminDesignerProfile = (id: string) => useQuery(adminDesignerProfileQuery(id));

/** Admins vet or un-vet a designer; the account lists, the profile and every public view follow. */
export function useSetVetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isVetted }: { id: string; isVetted: boolean }) =>
      (await (
        await apiRequest("PATCH", `/api/admin/designers/${encodeURIComponent(id)}/vetting`, { isVetted })
      ).json()) as OwnDesignerProfile,
    onSuccess: (profile) => queryClient.setQueryData(designerKeys.adminProfile(profile.designerId), profile),
    onSettled: () =>
      Promise.all([
        refreshQueries(queryClient, { queryKey: userKeys.all }),
        refreshPublicDesigners(queryClient),
      ]),
  });
}
