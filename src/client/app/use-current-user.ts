import { queryOptions, useQuery } from "@tanstack/react-query";
import { type CurrentUser, SIGNED_IN_HINT_COOKIE } from "#shared/auth/user.ts";
import { getJsonOrNullOn401 } from "./api.ts";
import { accountKeys } from "./query-keys.ts";

const mayBeSignedIn = () =>
  document.cookie.split("; ").some((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

export const currentUserQuery = queryOptions({
  queryKey: accountKeys.currentUser,
  // Without the hint there is no session, so a visitor's page does not ask (nor log the 401 answer).
  queryFn: ({ signal }) =>
    mayBeSignedIn() ? getJsonOrNullOn401<CurrentUser>("/api/auth/user", signal) : null,
  retry: false,
});

export type AuthState =
  | { status: "loading"; user: null }
  | { status: "authenticated"; user: CurrentUser }
  | { status: "unauthenticated"; user: null };

/** Who is signed in; an unanswered or failed check counts as signed out. */
export function useAuth(): AuthState {
  const { data, isPending } = useQuery(currentUserQuery);
  if (isPending) return { status: "loading", user: null };
  return data ? { status: "authenticated", user: data } : { status: "unauthenticated", user: null };
}
