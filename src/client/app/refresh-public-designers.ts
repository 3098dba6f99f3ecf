import type { QueryClient } from "@tanstack/react-query";
import { designerKeys, designKeys } from "./query-keys.ts";

/** Public pages and catalogue cards show vetting and ratings: both are read again after a change. */
export function refreshPublicDesigners(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: designerKeys.publicProfiles() }),
    queryClient.invalidateQueries({ queryKey: designKeys.all }),
  ]);
}
