import { type IncomingMessage, request } from "node:http";

/** One event as a browser's EventSource would hand it over. */
export interface ReadEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

export interface EventStreamClient {
  status: number;
  headers: Headers;
  /** Every event read so far, in order. */
  events: ReadEvent[];
  /** How many comment lines (heartbeats) were read. */
  comments: number;
  /** The next event (after those already taken) that `match` accepts; fails after `timeoutMs`. */
  next(match?: (event: ReadEvent) => boolean, timeoutMs?: number): Promise<ReadEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `url` as an EventSource would (fetch, reading the body as it comes) and parses its events. */
export async function openEventStreamClient(
  url: string,
  { cookie, lastEventId }: { cookie?: string; lastEventId?: string } = {},
): Promise<EventStreamClient> {
  const abort = new AbortController();
  // A connection of its own, as a browser tab's, closed with the stream. Through fetch's shared pool, a test
  // that aborted streams left connections open that had sent nothing, and app.close() waited 60 s for them.
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const sent = request(
      url,
      {
        agent: false,
        signal: abort.signal,
        headers: {
          accept: "text/event-stream",
          "accept-encoding": "gzip, br",
          ...(cookie ? { cookie } : {}),
          ...(lastEventId ? { "last-event-id": lastEventId } : {}),
        },
      },
      resolve,
    );
    sent.on("error", reject);
    sent.end();
  });
  const status = response.statusCode ?? 0;
  const headers = new Headers(
    Object.entries(response.headers).flatMap(([name, value]) =>
      value === undefined
        ? []
        : [[name, Array.isArray(value) ? value.join(", ") : value] as [string, string]],
    ),
  );
  const events: ReadEvent[] = [];
  let taken = 0;
  let comments = 0;
  let wake = () => {};
  let endedResolve = () => {};
  /** Why reading stopped, when it was not close(): `next` says it rather than only that the stream ended. */
  let failure: unknown;
  const ended = new Promise<void>((resolve) => {
    endedResolve = resolve;
  });
  const pump = async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response as AsyncIterable<Buffer>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut = buffer.indexOf("\n\n");
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf("\n\n");
          const fields = block.split("\n");
          if (fields.every((line) => line.startsWith(":"))) {
            comments += 1;
            continue;
          }
          const value = (name: string) =>
            fields.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
          const data = value("data");
          if (data === undefined) continue;
          events.push({ id: value("id"), event: value("event") ?? "message", data: JSON.parse(data) });
        }
        wake();
      }
    } catch (error) {
      if (!abort.signal.aborted) failure = error;
    } finally {
      endedResolve();
      wake();
    }
  };
  if (status === 200) void pump();
  else {
    response.resume();
    endedResolve();
  }
  return {
    status,
    headers,
    events,
    get comments() {
      return comments;
    },
    async next(match = () => true, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      let streamEnded = false;
      void ended.then(() => {
        streamEnded = true;
      });
      for (;;) {
        while (taken < events.length) {
          const event = events[taken];
          taken += 1;
          if (event && match(event)) return event;
        }
        if (streamEnded) throw new Error("the stream ended", { cause: failure });
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no matching event within ${timeoutMs} ms; read ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    ended,
    close: () => abort.abort(),
  };
}
