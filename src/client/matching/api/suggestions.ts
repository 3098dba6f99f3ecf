import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Introduction } from "#shared/matching/introductions.ts";
import type { SuggestionList } from "#shared/matching/suggestion.ts";
import { apiRequest, getQueryFn } from "../../app/api.ts";

const requestPath = (requestId: string) => `/api/forms/${encodeURIComponent(requestId)}`;

/** The vetted designers ranked for a request (admins). */
export function suggestionsQuery(requestId: string) {
  return queryOptions({
    queryKey: [`${requestPath(requestId)}/suggestions`],
    queryFn: getQueryFn<SuggestionList>({ on401: "throw" }),
    retry: false,
  });
}

/** The designers introduced to a request, with how far each has gone. */
export function introductionsQuery(requestId: string) {
  return queryOptions({
    queryKey: [`${requestPath(requestId)}/introductions`],
    queryFn: getQueryFn<Introduction[]>({ on401: "throw" }),
    retry: false,
  });
}

export const useSuggestions = (requestId: string, enabled: boolean) =>
  useQuery({ ...suggestionsQuery(requestId), enabled });

export const useIntroductions = (requestId: string, enabled: boolean) =>
  useQuery({ ...introductionsQuery(requestId), enabled });

/** Every cached answer under /api/forms: the desk's lists and summary, the request, its suggestions and introductions. */
const isFormsKey = (key: readonly unknown[]) => typeof key[0] === "string" && key[0].startsWith("/api/forms");

/** Introduces the chosen designers to a request; the request becomes 'matched' and the desk is refreshed. */
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
    onSettled: () => queryClient.invalidateQueries({ predicate: (query) => isFormsKey(query.queryKey) }),
  });
}
