import { queryOptions, useQuery } from "@tanstack/react-query";
import type { IntroducedRequest } from "#shared/matching/introductions.ts";
import { getJson } from "./api.ts";
import { introductionKeys } from "./query-keys.ts";

/** GET /api/designer/introductions: the requests introduced to the signed-in designer (their list and dashboard). */
export const designerIntroductionsQuery = queryOptions({
  queryKey: introductionKeys.designerList(),
  queryFn: ({ signal }) => getJson<IntroducedRequest[]>("/api/designer/introductions", signal),
});

export const useDesignerIntroductions = () => useQuery(designerIntroductionsQuery);
