import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Profile, ProfileUpdateInput } from "#shared/profile/schema.ts";
import { apiRequest, getJson } from "../../app/api.ts";
import { accountKeys } from "../../app/query-keys.ts";
import { currentUserQuery, useAuth } from "../../app/use-current-user.ts";

/** Spec 1 §7: read only when signed in, and never served from cache. */
export const profileQuery = queryOptions({
  queryKey: accountKeys.profile,
  queryFn: ({ signal }) => getJson<Profile>("/api/user/profile", signal),
  staleTime: 0,
  gcTime: 0,
});

export function useProfile() {
  const auth = useAuth();
  return useQuery({ ...profileQuery, enabled: auth.status === "authenticated" });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ProfileUpdateInput) =>
      (await (await apiRequest("PATCH", "/api/user/profile", changes)).json()) as Profile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQuery.queryKey, profile);
      await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}
