import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Design } from "#shared/designs/design.ts";
import { apiRequest } from "../../app/api.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";
import { savedDesignsQuery } from "./get-saved-designs.ts";

/** Saves or unsaves at once on screen; the change is undone if the server refuses it. */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ design, saved }: { design: Design; saved: boolean }) => {
      await apiRequest(saved ? "PUT" : "DELETE", `/api/saved-designs/${design.id}`);
    },
    onMutate: async ({ design, saved }) => {
      await queryClient.cancelQueries({ queryKey: savedDesignsQuery.queryKey });
      const previous = queryClient.getQueryData(savedDesignsQuery.queryKey);
      queryClient.setQueryData(savedDesignsQuery.queryKey, (list) =>
        saved
          ? [design, ...(list ?? []).filter((d) => d.id !== design.id)]
          : (list ?? []).filter((d) => d.id !== design.id),
      );
      return { previous };
    },
    onError: (_error, _variables, context) =>
      queryClient.setQueryData(savedDesignsQuery.queryKey, context?.previous),
    onSettled: () => refreshQueries(queryClient, { queryKey: savedDesignsQuery.queryKey }),
  });
}
