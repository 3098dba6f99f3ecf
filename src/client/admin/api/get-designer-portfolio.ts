import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Design } from "#shared/designs/design.ts";
import { getJson } from "../../app/api.ts";
import { designKeys } from "../../app/query-keys.ts";

/** GET /api/admin/designers/:id/portfolio: a designer's items, for the admin's details dialog. */
export function designerPortfolioQuery(id: string) {
  return queryOptions({
    queryKey: designKeys.ofDesigner(id),
    queryFn: ({ signal }) =>
      getJson<Design[]>(`/api/admin/designers/${encodeURIComponent(id)}/portfolio`, signal),
  });
}

export const useDesignerPortfolio = (id: string, enabled: boolean) =>
  useQuery({ ...designerPortfolioQuery(id), enabled });
