import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  type AdminClient,
  type AdminDesigner,
  type AdminUser,
  adminUsersSearch,
  type ListedRole,
} from "#shared/admin/users.ts";
import type { Paged } from "#shared/app/paging.ts";
import { getJson } from "../../app/api.ts";
import { userKeys } from "../../app/query-keys.ts";

export interface UserListQuery {
  q: string;
  hidden: boolean;
  page: number;
}

/** GET /api/admin/users?role=: one page of clients or designers. */
function userListQuery<T extends AdminUser>(role: ListedRole, query: UserListQuery) {
  return queryOptions({
    queryKey: userKeys.list(role, query),
    queryFn: ({ signal }) =>
      getJson<Paged<T>>(`/api/admin/users${adminUsersSearch({ role, ...query })}`, signal),
    placeholderData: keepPreviousData,
  });
}

export const useClientList = (query: UserListQuery) => useQuery(userListQuery<AdminClient>("client", query));
export const useDesignerList = (query: UserListQuery) =>
  useQuery(userListQuery<AdminDesigner>("designer", query));
