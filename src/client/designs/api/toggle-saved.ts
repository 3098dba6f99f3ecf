import { MutationObserver, type QueryClient } from "@tanstack/react-query";
import type { Design } from "#shared/designs/design.ts";
import { apiRequest } from "../../app/api.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";
import { savedDesignsQuery } from "./get-saved-designs.ts";

interface ToggleSavedVariables {
  design: Design;
  saved: boolean;
}

/**
 * Saves or unsaves at once on screen; the change is undone if the server refuses it, and the promise rejects
 * then. No hook: the heart loads this on a signed-in user's click, so a visitor's first page carries neither it
 * nor TanStack's useMutation.
 */
export async function toggleSaved(queryClient: QueryClient, variables: ToggleSavedVariables): Promise<void> {
  const observer = new MutationObserver(queryClient, {
    mutationFn: async ({ design, saved }: ToggleSavedVariables) => {
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
  await observer.mutate(variables);
}
