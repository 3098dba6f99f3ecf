import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DesignRequest, NewRequestInput } from "#shared/requests/schema.ts";
import { apiRequest, apiUpload, getQueryFn } from "../../app/api.ts";

export const clientRequestsQuery = queryOptions({
  queryKey: ["/api/client/forms"],
  queryFn: getQueryFn<DesignRequest[]>({ on401: "throw" }),
});

export function clientRequestQuery(id: string) {
  return queryOptions({
    queryKey: [`/api/client/forms/${encodeURIComponent(id)}`],
    queryFn: getQueryFn<DesignRequest>({ on401: "throw" }),
  });
}

export const useClientRequest = (id: string | null) =>
  useQuery({ ...clientRequestQuery(id ?? ""), enabled: Boolean(id) });

/** Creates a request, or saves an edit when `id` is given; the request lists are refreshed after. */
export function useSaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: NewRequestInput }) => {
      const response = await apiRequest(id ? "PUT" : "POST", id ? `/api/forms/${id}` : "/api/forms", input);
      return (await response.json()) as DesignRequest;
    },
    onSuccess: (saved) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientRequestsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ["/api/forms"] }),
        queryClient.invalidateQueries({ queryKey: [`/api/forms/${saved.id}`] }),
      ]),
  });
}

export const useClientRequests = () => useQuery(clientRequestsQuery);

/**
 * Removes the request from the list at once; it comes back if the server refuses. The outcome
 * callbacks live on the mutation, because the card that started it is gone by then.
 */
export function useDeleteRequest(outcome: { onDeleted: () => void; onFailed: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: outcome.onDeleted,
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `/api/forms/${id}`);
    },
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: clientRequestsQuery.queryKey });
      const previous = queryClient.getQueryData(clientRequestsQuery.queryKey);
      queryClient.setQueryData(clientRequestsQuery.queryKey, (list) =>
        list?.filter((request) => request.id !== id),
      );
      return { previous };
    },
    onError: (_error, _id, context) =>
      queryClient.setQueryData(clientRequestsQuery.queryKey, context?.previous),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientRequestsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ["/api/forms"] }),
      ]),
  });
}

/** Adds photos to a saved request. */
export async function uploadRequestImages(id: string, files: File[]): Promise<DesignRequest> {
  const form = new FormData();
  for (const file of files) form.append("images", file, file.name);
  return (await (await apiUpload(`/api/forms/${id}/images`, form)).json()) as DesignRequest;
}
