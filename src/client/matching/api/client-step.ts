import { useMutation, useQueryClient } from "@tanstack/react-query";
import { requestKeys } from "../../app/query-keys.ts";

/** A client's step on a request changes its status (every list shows it) and everything about it. */
export function useClientStep<T>(requestId: string, call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: requestKeys.detail(requestId) }),
      ]),
  });
}
