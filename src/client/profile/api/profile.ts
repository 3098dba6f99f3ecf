import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Profile, ProfileUpdateInput } from "#shared/profile/schema.ts";
import { apiRequest, getQueryFn } from "../../app/api.ts";
import { currentUserQuery, useAuth } from "../../auth/use-current-user.ts";

/** Spec 1 §7: read only when signed in, and never served from cache. */
export const profileQuery = queryOptions({
  queryKey: ["/api/user/profile"],
  queryFn: getQueryFn<Profile>({ on401: "throw" }),
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
