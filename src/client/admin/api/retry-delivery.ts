import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminDelivery } from "#shared/admin/deliveries.ts";
import { apiRequest } from "../../app/api.ts";
import { deliveryKeys } from "../../app/query-keys.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";

/** POST /api/admin/deliveries/:id/retry: a delivery that failed for good is queued once more. */
export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await (await apiRequest("POST", `/api/admin/deliveries/${id}/retry`)).json()) as AdminDelivery,
    onSettled: () => refreshQueries(queryClient, { queryKey: deliveryKeys.all }),
  });
}
