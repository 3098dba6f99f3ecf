import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DesignerProfileInput, OwnDesignerProfile } from "#shared/matching/profile.ts";
import { apiRequest, getJson } from "../../app/api.ts";
import { designerKeys } from "../../app/query-keys.ts";
import { refreshPublicDesigners } from "../../app/refresh-public-designers.ts";

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
