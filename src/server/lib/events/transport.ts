import { type LiveEvent, readPayload } from "./event.ts";

/** What a LISTEN connection hands the bus: each payload read, and the errors it survives. */
export interface TransportHandlers {
  deliver(payload: LiveEvent | { id: number }): Promise<void>;
  onError(error: unknown, message: string): void;
}

export interface Transport {
  close(): Promise<void>;
}

/** Hands one NOTIFY payload to the bus; one that cannot be read, or whose delivery fails, is reported. */
export function receive(handlers: TransportHandlers, payload: string): void {
  const read = readPayload(payload);
  if (!read) {
    handlers.onError(new Error(`unreadable payload: ${payload.slice(0, 200)}`), "a live event was not ours");
    return;
  }
  handlers.deliver(read).catch((error) => handlers.onError(error, "a live event was lost"));
}
