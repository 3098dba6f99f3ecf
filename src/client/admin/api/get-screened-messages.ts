import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ScreenedMessage } from "#shared/matching/screening-responses.ts";
import { getJson } from "../../app/api.ts";
import { requestKeys } from "../../app/query-keys.ts";

/** GET /api/forms/:id/screened-messages: messages whose contact details were hidden, newest first. */
export const screenedMessagesQuery = (requestId: string) =>
  queryOptions({
    // Under the request's detail key: whatever refreshes the request refreshes this too.
    queryKey: [...requestKeys.detail(requestId), "screened-messages"] as const,
    queryFn: ({ signal }) =>
      getJson<ScreenedMessage[]>(`/api/forms/${encodeURIComponent(requestId)}/screened-messages`, signal),
  });

export const useScreenedMessages = (requestId: string) => useQuery(screenedMessagesQuery(requestId));
