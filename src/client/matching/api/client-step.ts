import { useMutation, useQueryClient } from "@tanstack/react-query";
import { requestKeys } from "../../app/query-keys.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";

/** A client's step on a request changes its status (every list shows it) and everything about it. */
export function useClientStep<T>(requestId: string, call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        refreshQueries(queryClient, { queryKey: requestKeys.lists() }),
        refreshQueries(queryClient, { queryKey: requestKeys.detail(requestId) }),
      ]),
  });
}
