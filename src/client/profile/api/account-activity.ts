import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ActiveSession, SignInRecord } from "#shared/auth/account-activity.ts";
import { apiRequest, getJson } from "../../app/api.ts";
import { accountKeys } from "../../app/query-keys.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";

/** GET /api/auth/sessions: the browsers signed in to the account now. */
export const sessionsQuery = queryOptions({
  queryKey: accountKeys.sessions,
  queryFn: ({ signal }) => getJson<{ sessions: ActiveSession[] }>("/api/auth/sessions", signal),
  select: (answer) => answer.sessions,
});

/** GET /api/auth/sign-ins: the account's latest sign-ins. */
export const signInsQuery = queryOptions({
  queryKey: accountKeys.signIns,
  queryFn: ({ signal }) => getJson<{ signIns: SignInRecord[] }>("/api/auth/sign-ins", signal),
  select: (answer) => answer.signIns,
});

export const useSessions = () => useQuery(sessionsQuery);
export const useSignIns = () => useQuery(signInsQuery);

/** DELETE /api/auth/sessions/:id, or POST /api/auth/sessions/end-others when no id is given. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string | "others") => {
      await (sessionId === "others"
        ? apiRequest("POST", "/api/auth/sessions/end-others")
        : apiRequest("DELETE", `/api/auth/sessions/${encodeURIComponent(sessionId)}`));
    },
    onSettled: () => refreshQueries(queryClient, { queryKey: accountKeys.activity }),
  });
}
