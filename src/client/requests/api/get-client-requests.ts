import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DesignRequest } from "#shared/requests/schema.ts";
import { getJson } from "../../app/api.ts";
import { requestKeys } from "../../app/query-keys.ts";

/** GET /api/client/forms: the signed-in client's own requests (spec 2 §2). */
export const clientRequestsQuery = queryOptions({
  queryKey: requestKeys.clientList(),
  queryFn: ({ signal }) => getJson<DesignRequest[]>("/api/client/forms", signal),
});

export const useClientRequests = () => useQuery(clientRequestsQuery);
