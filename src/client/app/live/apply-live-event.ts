import type { QueryClient } from "@tanstack/react-query";
import type { StreamEvents } from "#shared/live/events.ts";
import { introductionKeys, notificationKeys, requestKeys } from "../query-keys.ts";
import { refreshQueries } from "../refresh-queries.ts";

/**
 * Puts what the live stream says into the cache: a thread and the bell come whole, as their GETs would
 * answer, so they are set with no request; a request's change marks what shows it stale, and what is on
 * screen is read again.
 */
export function applyLiveEvent<Name extends keyof StreamEvents>(
  queryClient: QueryClient,
  name: Name,
  data: StreamEvents[Name],
): void {
  switch (name) {
    case "thread": {
      const { introductionId, messages } = data as StreamEvents["thread"];
      queryClient.setQueryData(introductionKeys.thread(introductionId), messages);
      return;
    }
    case "notifications":
      queryClient.setQueryData(notificationKeys.all, data as StreamEvents["notifications"]);
      return;
    case "request": {
      const { requestId } = data as StreamEvents["request"];
      void refreshQueries(queryClient, { queryKey: requestKeys.lists() });
      void refreshQueries(queryClient, { queryKey: requestKeys.detail(requestId) });
      void refreshQueries(queryClient, { queryKey: introductionKeys.designerAll() });
      return;
    }
    case "reset":
      readEverythingAgain(queryClient);
      return;
    default:
      return;
  }
}

/** After a gap the stream could not fill: every answer it keeps fresh is read again. */
export function readEverythingAgain(queryClient: QueryClient): void {
  void refreshQueries(queryClient, { queryKey: notificationKeys.all });
  void refreshQueries(queryClient, { queryKey: introductionKeys.all });
  void refreshQueries(queryClient, { queryKey: requestKeys.all });
}
