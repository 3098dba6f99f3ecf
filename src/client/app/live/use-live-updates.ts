import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { LIVE_EVENTS_PATH, STREAM_EVENT_NAMES, type StreamEvents } from "#shared/live/events.ts";
import { applyLiveEvent, readEverythingAgain } from "./apply-live-event.ts";
import { setLiveOpen } from "./live-state.ts";

/** After the browser gives up on the stream (an answer other than a stream), it is tried again this much later. */
const REOPEN_MS = 30_000;

/**
 * One live stream for this tab while it is signed in (issue 21). The browser's EventSource reconnects by
 * itself with Last-Event-ID and is sent what it missed; when it gives up (the server refused, e.g. the
 * session ended), the slow polls take over and a new stream is tried later, after which everything is read
 * again, since a new EventSource resumes from nothing.
 */
export function useLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let gaveUp = false;
    const open = () => {
      const current = new EventSource(LIVE_EVENTS_PATH);
      source = current;
      for (const name of STREAM_EVENT_NAMES) {
        current.addEventListener(name, (event) => {
          if (name === "ready" || name === "reset") {
            setLiveOpen(true);
            if (gaveUp) readEverythingAgain(queryClient);
            gaveUp = false;
          }
          const data = JSON.parse((event as MessageEvent<string>).data) as StreamEvents[typeof name];
          applyLiveEvent(queryClient, name, data);
        });
      }
      current.addEventListener("error", () => {
        setLiveOpen(false);
        if (current.readyState !== EventSource.CLOSED) return;
        gaveUp = true;
        reopen = setTimeout(open, REOPEN_MS);
      });
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
      setLiveOpen(false);
    };
  }, [enabled, queryClient]);
}
