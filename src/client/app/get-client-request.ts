import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DesignRequest } from "#shared/requests/schema.ts";
import { getJson } from "./api.ts";
import { requestKeys } from "./query-keys.ts";

/** GET /api/client/forms/:id: one of the client's own requests. */
export function clientRequestQuery(id: string) {
  return queryOptions({
    queryKey: requestKeys.client(id),
    queryFn: ({ signal }) => getJson<DesignRequest>(`/api/client/forms/${encodeURIComponent(id)}`, signal),
  });
}

export const useClientRequest = (id: string | null) =>
  useQuery({ ...clientRequestQuery(id ?? ""), enabled: Boolean(id) });
