import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DeskSummary } from "#shared/requests/desk-query.ts";
import { getJson } from "../../app/api.ts";
import { requestKeys } from "../../app/query-keys.ts";

/** GET /api/forms/summary: the desk's counts by status. */
export const deskSummaryQuery = queryOptions({
  queryKey: requestKeys.deskSummary(),
  queryFn: ({ signal }) => getJson<DeskSummary>("/api/forms/summary", signal),
});

export const useDeskSummary = () => useQuery(deskSummaryQuery);
