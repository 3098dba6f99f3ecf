import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DesignRequest } from "#shared/requests/schema.ts";
import { getJson } from "../../app/api.ts";
import { requestKeys } from "../../app/query-keys.ts";

/** GET /api/forms/:id: one request as an admin sees it; a missing one is not asked for twice. */
export function deskRequestQuery(id: string) {
  return queryOptions({
    queryKey: requestKeys.desk(id),
    queryFn: ({ signal }) => getJson<DesignRequest>(`/api/forms/${encodeURIComponent(id)}`, signal),
    retry: false,
  });
}

export const useDeskRequest = (id: string | null) =>
  useQuery({ ...deskRequestQuery(id ?? ""), enabled: Boolean(id) });
