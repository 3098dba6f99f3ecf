import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type DeskPage, type DeskQuery, deskSearchParams } from "#shared/requests/desk-query.ts";
import { getJson } from "../../app/api.ts";
import { requestKeys } from "../../app/query-keys.ts";

export type DeskListQuery = Partial<Pick<DeskQuery, "q" | "status" | "client" | "page" | "pageSize">>;

/** GET /api/forms: one page of the review desk. Spec 2 §9: it retries 3 times, 1 s apart. */
export function deskListQuery(query: DeskListQuery) {
  return queryOptions({
    queryKey: requestKeys.deskList(query),
    queryFn: ({ signal }) => getJson<DeskPage>(`/api/forms${deskSearchParams(query)}`, signal),
    placeholderData: keepPreviousData,
    retry: 3,
    retryDelay: 1000,
  });
}

export const useDeskList = (query: DeskListQuery) => useQuery(deskListQuery(query));

/** The desk's CSV export of the same filters, as a plain link (the browser downloads it). */
export const exportCsvUrl = (query: DeskListQuery) =>
  `/api/forms/export.csv${deskSearchParams({ q: query.q, status: query.status, client: query.client })}`;
