import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Introduction } from "#shared/matching/introductions.ts";
import { getJson } from "./api.ts";
import { requestKeys } from "./query-keys.ts";

/** GET /api/forms/:id/introductions: the designers introduced to a request, with how far each has gone. */
export const requestIntroductionsQuery = (requestId: string) =>
  queryOptions({
    queryKey: requestKeys.introductions(requestId),
    queryFn: ({ signal }) =>
      getJson<Introduction[]>(`/api/forms/${encodeURIComponent(requestId)}/introductions`, signal),
  });

export const useRequestIntroductions = (requestId: string) => useQuery(requestIntroductionsQuery(requestId));

/** The admin's view of the same list: a missing request is not asked for twice. */
export const useIntroductions = (requestId: string, enabled: boolean) =>
  useQuery({ ...requestIntroductionsQuery(requestId), enabled, retry: false });
