import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminDesigner, NewDesignerInput } from "#shared/admin/users.ts";
import { apiRequest } from "../../app/api.ts";
import { userKeys } from "../../app/query-keys.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";

/** POST /api/admin/designers: the account is created and the designer is e-mailed a link to choose a password. */
export function useInviteDesigner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewDesignerInput) =>
      (await (await apiRequest("POST", "/api/admin/designers", input)).json()) as AdminDesigner,
    onSuccess: () => refreshQueries(queryClient, { queryKey: userKeys.all }),
  });
}
