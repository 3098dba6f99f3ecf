import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestStatus } from "#shared/requests/constants.ts";
import type { DesignRequest } from "#shared/requests/schema.ts";
import { apiRequest } from "../../app/api.ts";
import { refreshRequest, useOptimisticRequest } from "./optimistic-request.ts";

/** PATCH /api/forms/:id: confirm or revert a request (spec 2 §4), shown at once and undone if refused. */
export function useSetRequestStatus(outcome: { onDone: () => void; onFailed: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  const optimistic = useOptimisticRequest();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: RequestStatus }) =>
      (await (await apiRequest("PATCH", `/api/forms/${id}`, { status })).json()) as DesignRequest,
    onMutate: ({ id, status }) =>
      optimistic(
        id,
        (page) => ({
          ...page,
          items: page.items.map((item) => (item.id === id ? { ...item, status } : item)),
        }),
        (request) => ({ ...request, status }),
      ),
    onError: (error, _change, undo) => {
      undo?.();
      outcome.onFailed(error);
    },
    onSuccess: outcome.onDone,
    onSettled: (_answer, _error, { id }) => refreshRequest(queryClient, id),
  });
}
