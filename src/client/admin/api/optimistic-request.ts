import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import type { DeskPage } from "#shared/requests/desk-query.ts";
import type { DesignRequest } from "#shared/requests/schema.ts";
import { requestKeys } from "../../app/query-keys.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";
import { deskRequestQuery } from "./get-desk-request.ts";

/**
 * Changes every cached copy of one request on the desk at once (its pages and its dialog) and gives
 * back how to undo it: spec 2 §4, changes show at once and roll back on error.
 */
export function useOptimisticRequest() {
  const queryClient = useQueryClient();
  return async (
    id: string,
    change: (page: DeskPage) => DeskPage,
    detail: (request: DesignRequest) => DesignRequest | undefined,
  ) => {
    const detailKey = deskRequestQuery(id).queryKey;
    await Promise.all([
      queryClient.cancelQueries({ queryKey: requestKeys.deskLists() }),
      queryClient.cancelQueries({ queryKey: detailKey }),
    ]);
    const pages = queryClient.getQueriesData<DeskPage>({ queryKey: requestKeys.deskLists() });
    const shown = queryClient.getQueryData(detailKey);
    queryClient.setQueriesData<DeskPage>(
      { queryKey: requestKeys.deskLists() },
      (page) => page && change(page),
    );
    if (shown) queryClient.setQueryData(detailKey, detail(shown));
    return () => {
      for (const [key, page] of pages) queryClient.setQueryData(key, page);
      queryClient.setQueryData(detailKey, shown);
    };
  };
}

/** What a change of one request's status alters: every list of requests and everything about it. */
export function refreshRequest(queryClient: QueryClient, id: string) {
  return Promise.all([
    refreshQueries(queryClient, { queryKey: requestKeys.lists() }),
    refreshQueries(queryClient, { queryKey: requestKeys.detail(id) }),
  ]);
}
