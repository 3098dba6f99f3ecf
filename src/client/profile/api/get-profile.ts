import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Profile } from "#shared/profile/schema.ts";
import { getJson } from "../../app/api.ts";
import { accountKeys } from "../../app/query-keys.ts";
import { useAuth } from "../../app/use-current-user.ts";

/** GET /api/user/profile. Spec 1 §7: read only when signed in, and never served from cache. */
export const profileQuery = queryOptions({
  queryKey: accountKeys.profile,
  queryFn: ({ signal }) => getJson<Profile>("/api/user/profile", signal),
  staleTime: 0,
  gcTime: 0,
});

export function useProfile() {
  const auth = useAuth();
  // An admin still to set up the second factor is refused the profile until then.
  return useQuery({
    ...profileQuery,
    enabled: auth.status === "authenticated" && !auth.user.secondFactorSetupRequired,
  });
}
