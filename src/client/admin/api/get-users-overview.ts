import { queryOptions } from "@tanstack/react-query";
import type { AdminUsersOverview } from "#shared/admin/users.ts";
import { getJson } from "../../app/api.ts";
import { userKeys } from "../../app/query-keys.ts";

/** GET /api/admin/users: the spec's `{clients, designers}`, every designer and the first page of clients, with totals. */
export const usersOverviewQuery = queryOptions({
  queryKey: userKeys.overview(),
  queryFn: ({ signal }) => getJson<AdminUsersOverview>("/api/admin/users", signal),
});
