import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { NotificationList } from "#shared/matching/notifications.ts";
import { apiRequest } from "./api.ts";
import { notificationKeys } from "./query-keys.ts";

/**
 * Opening a request's page (the homeowner's, a designer's introduction, the desk's dialog) marks
 * the reader's notices about it read: one call, and the bell takes the list it answers.
 */
export function useReadRequestNotices(requestId: string | undefined) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: async (id: string) =>
      (await (
        await apiRequest("POST", "/api/notifications/read", { requestId: id })
      ).json()) as NotificationList,
    onSuccess: (list) => queryClient.setQueryData(notificationKeys.all, list),
  });
  useEffect(() => {
    if (requestId) mutate(requestId);
  }, [requestId, mutate]);
}
