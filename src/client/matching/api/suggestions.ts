import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Introduction } from "#shared/matching/introductions.ts";
import type { SuggestionList } from "#shared/matching/suggestion.ts";
import { apiRequest, getJson } from "../../app/api.ts";
import { requestKeys } from "../../app/query-keys.ts";
import { requestIntroductionsQuery } from "./introductions.ts";

const requestPath = (requestId: string) => `/api/forms/${encodeURIComponent(requestId)}`;

/** The vetted designers ranked for a request (admins). */
export function suggestionsQuery(requestId: string) {
  return queryOptions({
    queryKey: requestKeys.suggestions(requestId),
    queryFn: ({ signal }) => getJson<SuggestionList>(`${requestPath(requestId)}/suggestions`, signal),
    retry: false,
  });
}

export const useSuggestions = (requestId: string, enabled: boolean) =>
  useQuery({ ...suggestionsQuery(requestId), enabled });

/** The admin's view of the designers introduced to a request: a missing request is not asked for twice. */
export const useIntroductions = (requestId: string, enabled: boolean) =>
  useQuery({ ...requestIntroductionsQuery(requestId), enabled, retry: false });

/** Introduces the chosen designers to a request: it becomes 'matched', so its lists and views change. */
export function useSendIntroductions(
  requestId: string,
  outcome: { onDone: (count: number) => void; onFailed: (error: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (designerIds: string[]) =>
      (await (
        await apiRequest("POST", `${requestPath(requestId)}/introductions`, { designerIds })
      ).json()) as {
        introductions: Introduction[];
      },
    onSuccess: (_answer, designerIds) => outcome.onDone(designerIds.length),
    onError: outcome.onFailed,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: requestKeys.detail(requestId) }),
      ]),
  });
}
