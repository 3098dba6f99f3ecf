import type { InvalidateQueryFilters, QueryClient } from "@tanstack/react-query";

/**
 * Marks the matching queries stale and fetches the shown ones again after a change, including one still on its
 * first load: TanStack Query joins a first load instead of restarting it on invalidation, so an answer read
 * before the change would otherwise stay on screen until the query next goes stale.
 */
export async function refreshQueries(
  queryClient: QueryClient,
  filters: InvalidateQueryFilters,
): Promise<void> {
  // Stale at once, as invalidation alone would mark them, for whatever reads the cache in the meantime.
  void queryClient.invalidateQueries({ ...filters, refetchType: "none" });
  // A load under way is dropped (its query goes back to where it was), then read again.
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}
