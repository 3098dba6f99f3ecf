import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DesignerProfileInput, OwnDesignerProfile } from "#shared/matching/profile.ts";
import { apiRequest } from "../../app/api.ts";
import { ownDesignerProfileQuery } from "../../app/get-own-designer-profile.ts";
import { refreshPublicDesigners } from "../../app/refresh-public-designers.ts";

// The query lives in app/: the designer's dashboard reads the same profile.
export { useOwnDesignerProfile } from "../../app/get-own-designer-profile.ts";

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
