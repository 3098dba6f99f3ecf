import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AdminClient,
  type AdminDesigner,
  type AdminUser,
  type AdminUsersOverview,
  adminUsersSearch,
  type ListedRole,
} from "#shared/admin/users.ts";
import type { Paged } from "#shared/app/paging.ts";
import { apiRequest, getJson } from "../../app/api.ts";
import { designKeys, requestKeys, userKeys } from "../../app/query-keys.ts";

const USERS = "/api/admin/users";

export interface UserListQuery {
  q: string;
  hidden: boolean;
  page: number;
}

function userListQuery<T extends AdminUser>(role: ListedRole, query: UserListQuery) {
  return queryOptions({
    queryKey: userKeys.list(role, query),
    queryFn: ({ signal }) => getJson<Paged<T>>(`${USERS}${adminUsersSearch({ role, ...query })}`, signal),
    placeholderData: keepPreviousData,
  });
}

export const useClientList = (query: UserListQuery) => useQuery(userListQuery<AdminClient>("client", query));
export const useDesignerList = (query: UserListQuery) =>
  useQuery(userListQuery<AdminDesigner>("designer", query));

/** The spec's `{clients, designers}`: every designer and the first page of clients, with totals. */
export const usersOverviewQuery = queryOptions({
  queryKey: userKeys.overview(),
  queryFn: ({ signal }) => getJson<AdminUsersOverview>(USERS, signal),
});

/** An account change: the account lists are read again, and whatever else the change touches. */
function useAccountChange(call: (id: string) => Promise<unknown>, alsoRefresh: (readonly unknown[])[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all(
        [userKeys.all, ...alsoRefresh].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

const path = (id: string) => `${USERS}/${encodeURIComponent(id)}`;

/** Soft delete (spec 2 §4): the client is hidden and can still sign in. */
export const useHideClient = () => useAccountChange((id) => apiRequest("DELETE", path(id)));

export const useReactivateClient = () =>
  useAccountChange((id) => apiRequest("POST", `${path(id)}/reactivate`));

/** The client's requests go with the account. */
export const useHardDeleteClient = () =>
  useAccountChange((id) => apiRequest("DELETE", `${path(id)}/hard`), [requestKeys.all]);

/** The designer's portfolio goes with the account. */
export const useDeleteDesigner = () =>
  useAccountChange((id) => apiRequest("DELETE", path(id)), [designKeys.all]);
