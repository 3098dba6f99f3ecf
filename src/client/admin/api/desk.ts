import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RequestStatus } from "#shared/requests/constants.ts";
import {
  type DeskPage,
  type DeskQuery,
  type DeskSummary,
  deskSearchParams,
} from "#shared/requests/desk-query.ts";
import type { DesignRequest } from "#shared/requests/schema.ts";
import { ApiError, apiRequest, getQueryFn } from "../../app/api.ts";

/** Every list of the desk is keyed under this, so one invalidation refreshes them all. */
const DESK_LISTS = "/api/forms";
const SUMMARY_KEY = ["/api/forms/summary"];
const CLIENT_LISTS = ["/api/client/forms"];

export type DeskListQuery = Partial<Pick<DeskQuery, "q" | "status" | "client" | "page" | "pageSize">>;

/** Spec 2 §9: the forms query retries 3 times, 1 s apart. */
export function deskListQuery(query: DeskListQuery) {
  return queryOptions({
    queryKey: [DESK_LISTS, query],
    queryFn: async () =>
      (await (await apiRequest("GET", `/api/forms${deskSearchParams(query)}`)).json()) as DeskPage,
    placeholderData: keepPreviousData,
    retry: 3,
    retryDelay: 1000,
  });
}

export const deskSummaryQuery = queryOptions({
  queryKey: SUMMARY_KEY,
  queryFn: getQueryFn<DeskSummary>({ on401: "throw" }),
});

export function deskRequestQuery(id: string) {
  return queryOptions({
    queryKey: [`/api/forms/${encodeURIComponent(id)}`],
    queryFn: getQueryFn<DesignRequest>({ on401: "throw" }),
    retry: false,
  });
}

export const useDeskList = (query: DeskListQuery) => useQuery(deskListQuery(query));
export const useDeskSummary = () => useQuery(deskSummaryQuery);
export const useDeskRequest = (id: string | null) =>
  useQuery({ ...deskRequestQuery(id ?? ""), enabled: Boolean(id) });

export const exportCsvUrl = (query: DeskListQuery) =>
  `/api/forms/export.csv${deskSearchParams({ q: query.q, status: query.status, client: query.client })}`;

/**
 * Changes every cached copy of one request at once (lists and detail) and gives back how to undo
 * it, for optimistic updates (spec 2 §4: changes roll back on error).
 */
function useOptimisticRequest() {
  const queryClient = useQueryClient();
  return async (
    id: string,
    change: (page: DeskPage) => DeskPage,
    detail: (r: DesignRequest) => DesignRequest | undefined,
  ) => {
    await queryClient.cancelQueries({ queryKey: [DESK_LISTS] });
    const detailKey = deskRequestQuery(id).queryKey;
    const lists = queryClient.getQueriesData<DeskPage>({ queryKey: [DESK_LISTS] });
    const shown = queryClient.getQueryData(detailKey);
    queryClient.setQueriesData<DeskPage>({ queryKey: [DESK_LISTS] }, (page) => page && change(page));
    if (shown) queryClient.setQueryData(detailKey, detail(shown));
    return () => {
      for (const [key, page] of lists) queryClient.setQueryData(key, page);
      queryClient.setQueryData(detailKey, shown);
    };
  };
}

function useRefreshDesk() {
  const queryClient = useQueryClient();
  return (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [DESK_LISTS] }),
      queryClient.invalidateQueries({ queryKey: SUMMARY_KEY }),
      queryClient.invalidateQueries({ queryKey: CLIENT_LISTS }),
      queryClient.invalidateQueries({ queryKey: deskRequestQuery(id).queryKey }),
    ]);
}

/** Confirm or revert a request (spec 2 §4), shown at once and undone if the server refuses. */
export function useSetRequestStatus(outcome: { onDone: () => void; onFailed: (error: unknown) => void }) {
  const optimistic = useOptimisticRequest();
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: RequestStatus }) =>
      (await (await apiRequest("PATCH", `/api/forms/${id}`, { status })).json()) as DesignRequest,
    onMutate: ({ id, status }) =>
      optimistic(
        id,
        (page) => ({
          ...page,
          items: page.items.map((item) => (item.id === id ? { ...item, status } : item)),
        }),
        (request) => ({ ...request, status }),
      ),
    onError: (error, _vars, undo) => {
      undo?.();
      outcome.onFailed(error);
    },
    onSuccess: outcome.onDone,
    onSettled: (_data, _error, { id }) => refresh(id),
  });
}

/** Deletes a request; it leaves the lists at once and comes back if the server refuses. Already gone counts as done. */
export function useDeleteDeskRequest(outcome: { onDone: () => void; onFailed: () => void }) {
  const optimistic = useOptimisticRequest();
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await apiRequest("DELETE", `/api/forms/${id}`);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    onMutate: (id) =>
      optimistic(
        id,
        (page) => {
          const items = page.items.filter((item) => item.id !== id);
          return { ...page, items, total: page.total - (page.items.length - items.length) };
        },
        () => undefined,
      ),
    onError: (_error, _id, undo) => {
      undo?.();
      outcome.onFailed();
    },
    onSuccess: outcome.onDone,
    onSettled: (_data, _error, id) => refresh(id),
  });
}
