import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  DesignerProfileInput,
  OwnDesignerProfile,
  PublicDesignerProfile,
} from "#shared/matching/profile.ts";
import { apiRequest, getQueryFn } from "../../app/api.ts";

const PUBLIC_PAGES = "/api/designers/";

export function publicDesignerQuery(id: string) {
  return queryOptions({
    queryKey: [`${PUBLIC_PAGES}${encodeURIComponent(id)}`],
    queryFn: getQueryFn<PublicDesignerProfile>({ on401: "throw" }),
    retry: (failures, error) => failures < 1 && !String(error.message).startsWith("404"),
  });
}

export const usePublicDesigner = (id: string) => useQuery(publicDesignerQuery(id));

/** Public pages and catalogue cards show vetting and ratings: both are read again after a change. */
export function refreshPublicDesigners(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith(PUBLIC_PAGES),
    }),
    queryClient.invalidateQueries({ queryKey: ["/api/portfolio"] }),
    queryClient.invalidateQueries({ queryKey: ["/api/featured-designs"] }),
  ]);
}

export const ownDesignerProfileQuery = queryOptions({
  queryKey: ["/api/designer/profile"],
  queryFn: getQueryFn<OwnDesignerProfile>({ on401: "throw" }),
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
    queryKey: [adminProfilePath(id)],
    queryFn: getQueryFn<OwnDesignerProfile>({ on401: "throw" }),
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
    onSuccess: (profile) => queryClient.setQueryData([adminProfilePath(profile.designerId)], profile),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/admin/users"] }),
        refreshPublicDesigners(queryClient),
      ]),
  });
}
