import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NotificationList } from "#shared/matching/notifications.ts";
import { getJson } from "../../app/api.ts";
import { usePollUnlessLive } from "../../app/live/live-state.ts";
import { notificationKeys } from "../../app/query-keys.ts";

/**
 * Without the live stream (which sends the bell as it changes), the bell looks for news this often while
 * the tab is visible (TanStack pauses it in the background).
 */
const POLL_MS = 60_000;

/** GET /api/notifications: the bell's list and unread count. */
export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.all,
  queryFn: ({ signal }) => getJson<NotificationList>("/api/notifications", signal),
  staleTime: 0,
  refetchIntervalInBackground: false,
});

export const useNotifications = () =>
  useQuery({ ...notificationsQuery, refetchInterval: usePollUnlessLive(POLL_MS) });
