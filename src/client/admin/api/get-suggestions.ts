import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SuggestionList } from "#shared/matching/suggestion.ts";
import { getJson } from "../../app/api.ts";
import { requestKeys } from "../../app/query-keys.ts";

/** GET /api/forms/:id/suggestions: the vetted designers ranked for a request (admins). */
export function suggestionsQuery(requestId: string) {
  return queryOptions({
    queryKey: requestKeys.suggestions(requestId),
    queryFn: ({ signal }) =>
      getJson<SuggestionList>(`/api/forms/${encodeURIComponent(requestId)}/suggestions`, signal),
    retry: false,
  });
}

export const useSuggestions = (requestId: string, enabled: boolean) =>
  useQuery({ ...suggestionsQuery(requestId), enabled });
