import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationList } from "#shared/matching/notifications.ts";
import { apiRequest } from "../../app/api.ts";
import { notificationsQuery } from "./get-notifications.ts";

/** POST /api/notifications/read: the named notifications, or all when no ids are given; the answer is the new list. */
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
