import { queryOptions } from "@tanstack/react-query";
import { getJson } from "../api.ts";
import { pushKeys } from "../query-keys.ts";

/** GET /api/push/key: the VAPID public key a browser subscribes with; it changes only with the deployment's keys. */
export const pushKeyQuery = queryOptions({
  queryKey: pushKeys.key(),
  queryFn: ({ signal }) => getJson<{ publicKey: string }>("/api/push/key", signal),
  staleTime: Number.POSITIVE_INFINITY,
});
