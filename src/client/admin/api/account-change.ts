import { useMutation, useQueryClient } from "@tanstack/react-query";
import { userKeys } from "../../app/query-keys.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";

/** An account change: the account lists are read again, and whatever else the change touches. */
export function useAccountChange(
  call: (id: string) => Promise<unknown>,
  alsoRefresh: (readonly unknown[])[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all(
        [userKeys.all, ...alsoRefresh].map((queryKey) => refreshQueries(queryClient, { queryKey })),
      ),
  });
}

export const accountPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;
