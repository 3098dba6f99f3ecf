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
import { apiRequest, getQueryFn } from "../../app/api.ts";

/** Every list of accounts is keyed under this path, so one invalidation refreshes them all. */
const USERS = "/api/admin/users";

export interface UserListQuery {
  q: string;
  hidden: boolean;
  page: number;
}

function userListQuery<T extends AdminUser>(role: ListedRole, query: UserListQuery) {
  return queryOptions({
    queryKey: [USERS, role, query],
    queryFn: async () =>
      (await (await apiRequest("GET", `${USERS}${adminUsersSearch({ role, ...query })}`)).json()) as Paged<T>,
    placeholderData: keepPreviousData,
  });
}

export const useClientList = (query: UserListQuery) => useQuery(userListQuery<AdminClient>("client", query));
export const useDesignerList = (query: UserListQuery) =>
  useQuery(userListQuery<AdminDesigner>("designer", query));

/** The spec's `{clients, designers}`: every designer and the first page of clients, with totals. */
export const usersOverviewQuery = queryOptions({
  queryKey: [USERS],
  queryFn: getQueryFn<AdminUsersOverview>({ on401: "throw" }),
});

/** An account change: the lists are read again, and whatever else the change touches. */
function useAccountChange(call: (id: string) => Promise<unknown>, alsoRefresh: string[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([USERS, ...alsoRefresh].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}

const path = (id: string) => `${USERS}/${encodeURIComponent(id)}`;

/** Soft delete (spec 2 §4): the client is hidden and can still sign in. */
export const useHideClient = () => useAccountChange((id) => apiRequest("DELETE", path(id)));

export const useReactivateClient = () =>
  useAccountChange((id) => apiRequest("POST", `${path(id)}/reactivate`));

/** The client's requests go with the account. */
export const useHardDeleteClient = () =>
  useAccountChange((id) => apiRequest("DELETE", `${path(id)}/hard`), ["/api/forms", "/api/client/forms"]);

/** The designer's portfolio goes with the account. */
export const useDeleteDesigner = () =>
  useAccountChange((id) => apiRequest("DELETE", path(id)), ["/api/portfolio", "/api/featured-designs"]);
