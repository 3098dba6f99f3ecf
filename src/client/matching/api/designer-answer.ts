import { useMutation, useQueryClient } from "@tanstack/react-query";
import { introductionKeys } from "../../app/query-keys.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";

/** A designer's answer changes that introduction and the designer's list of them. */
export function useDesignerAnswer<T extends { id: string } | string>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: (_answer, _error, input) => {
      const id = typeof input === "string" ? input : input.id;
      return Promise.all([
        refreshQueries(queryClient, { queryKey: introductionKeys.designerList() }),
        refreshQueries(queryClient, { queryKey: introductionKeys.designer(id) }),
      ]);
    },
  });
}
