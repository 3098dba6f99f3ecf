import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminDesigner, NewDesignerInput } from "#shared/admin/users.ts";
import type { Design } from "#shared/designs/design.ts";
import { apiRequest, getJson } from "../../app/api.ts";
import { designKeys, userKeys } from "../../app/query-keys.ts";

export function designerPortfolioQuery(id: string) {
  return queryOptions({
    queryKey: designKeys.ofDesigner(id),
    queryFn: ({ signal }) =>
      getJson<Design[]>(`/api/admin/designers/${encodeURIComponent(id)}/portfolio`, signal),
  });
}

export const useDesignerPortfolio = (id: string, enabled: boolean) =>
  useQuery({ ...designerPortfolioQuery(id), enabled });

/** Onboards a designer: the account is created and the designer is e-mailed a link to choose a password. */
export function useInviteDesigner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewDesignerInput) =>
      (await (await apiRequest("POST", "/api/admin/designers", input)).json()) as AdminDesigner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
