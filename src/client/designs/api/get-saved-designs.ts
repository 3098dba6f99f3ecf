import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Design } from "#shared/designs/design.ts";
import { getJson } from "../../app/api.ts";
import { savedDesignKeys } from "../../app/query-keys.ts";
import { useAuth } from "../../app/use-current-user.ts";

/** GET /api/saved-designs: the signed-in user's saved designs. */
export const savedDesignsQuery = queryOptions({
  queryKey: savedDesignKeys.all,
  queryFn: ({ signal }) => getJson<Design[]>("/api/saved-designs", signal),
});

export function useSavedDesigns() {
  const auth = useAuth();
  return useQuery({ ...savedDesignsQuery, enabled: auth.status === "authenticated" });
}
