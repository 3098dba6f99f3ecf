import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DesignRequest, NewRequestInput } from "#shared/requests/schema.ts";
import { apiRequest, getQueryFn } from "../../app/api.ts";

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
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientRequestsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ["/api/forms"] }),
      ]),
  });
}
