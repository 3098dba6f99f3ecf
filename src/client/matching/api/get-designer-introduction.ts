import { queryOptions, useQuery } from "@tanstack/react-query";
import type { IntroducedRequest } from "#shared/matching/introductions.ts";
import { getJson } from "../../app/api.ts";
import { introductionKeys } from "../../app/query-keys.ts";

/** GET /api/designer/introductions/:id: one introduced request as the designer sees it. */
export const designerIntroductionQuery = (id: string) =>
  queryOptions({
    queryKey: introductionKeys.designer(id),
    queryFn: ({ signal }) =>
      getJson<IntroducedRequest>(`/api/designer/introductions/${encodeURIComponent(id)}`, signal),
    retry: false,
  });

export const useDesignerIntroduction = (id: string) => useQuery(designerIntroductionQuery(id));
