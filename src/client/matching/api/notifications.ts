import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationList } from "#shared/matching/notifications.ts";
import { apiRequest, getJson } from "../../app/api.ts";
import { notificationKeys } from "../../app/query-keys.ts";

/** The bell looks for news this often while the tab is visible (TanStack pauses it in the background). */
const POLL_MS = 60_000;

export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.all,
  queryFn: ({ signal }) => getJson<NotificationList>("/api/notifications", signal),
  staleTime: 0,
  refetchInterval: POLL_MS,
  refetchIntervalInBackground: false,
});

export const useNotifications = () => useQuery(notificationsQuery);

/** Marks the named notifications read, or all when no ids are given; the answer is the new list. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids?: string[]) =>
      (await (
        await apiRequest("POST", "/api/notifications/read", ids ? { ids } : {})
      ).json()) as NotificationList,
    onSuccess: (list) => queryClient.setQueryData(notificationsQuery.queryKey, list),
  });
}
