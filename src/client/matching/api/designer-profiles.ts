import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  DesignerProfileInput,
  OwnDesignerProfile,
  PublicDesignerProfile,
} from "#shared/matching/profile.ts";
import { ApiError, apiRequest, getJson } from "../../app/api.ts";
import { designerKeys, designKeys, userKeys } from "../../app/query-keys.ts";

export function publicDesignerQuery(id: string) {
  return queryOptions({
    queryKey: designerKeys.publicProfile(id),
    queryFn: ({ signal }) =>
      getJson<PublicDesignerProfile>(`/api/designers/${encodeURIComponent(id)}`, signal),
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status === 404),
  });
}

export const usePublicDesigner = (id: string) => useQuery(publicDesignerQuery(id));

/** Public pages and catalogue cards show vetting and ratings: both are read again after a change. */
export function refreshPublicDesigners(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: designerKeys.publicProfiles() }),
    queryClient.invalidateQueries({ queryKey: designKeys.all }),
  ]);
}

export const ownDesignerProfileQuery = queryOptions({
  queryKey: designerKeys.ownProfile(),
  queryFn: ({ signal }) => getJson<OwnDesignerProfile>("/api/designer/profile", signal),
});

export const useOwnDesignerProfile = () => useQuery(ownDesignerProfileQuery);

export function useSaveDesignerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DesignerProfileInput) =>
      (await (await apiRequest("PUT", "/api/designer/profile", input)).json()) as OwnDesignerProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(ownDesignerProfileQuery.queryKey, profile);
      await refreshPublicDesigners(queryClient);
    },
  });
}

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
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        refreshPublicDesigners(queryClient),
      ]),
  });
}
