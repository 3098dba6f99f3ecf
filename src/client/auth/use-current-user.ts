import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "#shared/auth/user.ts";
import { getQueryFn } from "../app/api.ts";

export const currentUserQuery = queryOptions({
  queryKey: ["/api/auth/user"],
  queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
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
