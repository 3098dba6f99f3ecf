import type { QueryClient } from "@tanstack/react-query";
import { designerKeys, designKeys } from "./query-keys.ts";
import { refreshQueries } from "./refresh-queries.ts";

/** Public pages and catalogue cards show vetting and ratings: both are read again after a change. */
export function refreshPublicDesigners(queryClient: QueryClient) {
  return Promise.all([
    refreshQueries(queryClient, { queryKey: designerKeys.publicProfiles() }),
    refreshQueries(queryClient, { queryKey: designKeys.all }),
  ]);
}
