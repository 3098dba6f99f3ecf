import { queryOptions, useQuery } from "@tanstack/react-query";
import type { IntroducedRequest } from "#shared/matching/introductions.ts";
import { getJson } from "../../app/api.ts";
import { introductionKeys } from "../../app/query-keys.ts";

/** GET /api/designer/introductions: the requests introduced to the signed-in designer. */
export const designerIntroductionsQuery = queryOptions({
  queryKey: introductionKeys.designerList(),
  queryFn: ({ signal }) => getJson<IntroducedRequest[]>("/api/designer/introductions", signal),
});

export const useDesignerIntroductions = () => useQuery(designerIntroductionsQuery);
