import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Profile, ProfileUpdateInput } from "#shared/profile/schema.ts";
import { apiRequest } from "../../app/api.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";
import { currentUserQuery } from "../../app/use-current-user.ts";
import { profileQuery } from "./get-profile.ts";

/** PATCH /api/user/profile: the answer is the new profile; the header's name follows. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ProfileUpdateInput) =>
      (await (await apiRequest("PATCH", "/api/user/profile", changes)).json()) as Profile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQuery.queryKey, profile);
      await refreshQueries(queryClient, { queryKey: currentUserQuery.queryKey });
    },
  });
}
