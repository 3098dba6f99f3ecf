import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ThreadMessage } from "#shared/matching/introductions.ts";
import { apiRequest } from "../../app/api.ts";
import { threadQuery } from "./get-thread.ts";

/**
 * POST /api/introductions/:id/messages: the answer is the new message, added to the thread as it is,
 * unless the live stream has already brought the thread with it (it often comes before the answer).
 */
export function useSendMessage(introductionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      (await (
        await apiRequest("POST", `/api/introductions/${introductionId}/messages`, { body })
      ).json()) as ThreadMessage,
    onSuccess: (message) =>
      queryClient.setQueryData(threadQuery(introductionId).queryKey, (thread) =>
        thread?.some((shown) => shown.id === message.id) ? thread : [...(thread ?? []), message],
      ),
  });
}
