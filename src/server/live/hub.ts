import type { FastifyBaseLogger } from "fastify";
import { LOGGED_KINDS } from "#shared/live/events.ts";
import type { Db } from "../db/client.ts";
import type { EventBus } from "../lib/events/bus.ts";
import type { LiveEvent } from "../lib/events/event.ts";
import type { EventStream } from "../lib/http/event-stream.ts";
import { lastOfEach, type StreamReader, viewFor } from "./reader-view.ts";

/** A reconnecting stream is replayed at most this many missed events; past it, it is told to read everything again. */
const REPLAY_LIMIT = 500;
/** A reader this far behind (bytes written it has not taken) has stopped reading: its stream ends. */
const MAX_BACKLOG = 1024 * 1024;
/** Ids a stream has been sent, remembered so a replay and the live events it overlaps send each once. */
const REMEMBERED = 256;

interface HeldStream {
  stream: EventStream;
  reader: StreamReader;
  sessionId: string;
  /** Every write to the stream waits its turn, so events arrive in the order they were handed out. */
  turn: Promise<void>;
  sent: Set<number>;
  /** The highest id sent: where the browser resumes (ids may commit out of order; none is resumed twice). */
  position: number;
}

export interface LiveHub {
  /** Holds an opened stream for its session until it ends; `lastEventId` resumes a reconnection. */
  hold(
    stream: EventStream,
    holder: { reader: StreamReader; sessionId: string },
    lastEventId: number | null,
  ): void;
  /** How many streams this process holds. */
  readonly size: number;
  /** Ends every stream and hangs up their connections (the app is closing). */
  close(): void;
}

export interface LiveHubOptions {
  db: Db;
  publicUrl: string;
  bus: EventBus;
  heartbeatMs: number;
  maxStreamMs: number;
  log: FastifyBaseLogger;
}

/**
 * The streams this process holds, by user and by role, fed from the event bus: each event goes to the
 * streams of the users it names and of the roles it names, shown as each reader may see it; a sign-out
 * ends the streams of the sessions it names (every process hears it). One timer sends every stream's heartbeat.
 */
export function createLiveHub({
  db,
  publicUrl,
  bus,
  heartbeatMs,
  maxStreamMs,
  log,
}: LiveHubOptions): LiveHub {
  const byUser = new Map<string, Set<HeldStream>>();
  const byRole = new Map<string, Set<HeldStream>>();
  const all = new Set<HeldStream>();
  const deps = { db, publicUrl };

  const add = (index: Map<string, Set<HeldStream>>, key: string, held: HeldStream) => {
    const set = index.get(key) ?? new Set();
    set.add(held);
    index.set(key, set);
  };
  const remove = (index: Map<string, Set<HeldStream>>, key: string, held: HeldStream) => {
    const set = index.get(key);
    set?.delete(held);
    if (set?.size === 0) index.delete(key);
  };

  const send = async (held: HeldStream, event: LiveEvent) => {
    if (held.stream.ended || held.sent.has(event.id)) return;
    held.sent.add(event.id);
    if (held.sent.size > REMEMBERED) {
      const oldest = held.sent.values().next().value;
      if (oldest !== undefined) held.sent.delete(oldest);
    }
    const view = await viewFor(deps, held.reader, event);
    held.position = Math.max(held.position, event.id);
    if (view) held.stream.send(view.name, view.data, held.position);
  };
  const inTurn = (held: HeldStream, work: () => Promise<void>) => {
    held.turn = held.turn.then(work).catch((error: unknown) => {
      log.warn(
        { err: error, userId: held.reader.user.id },
        "a live event could not be sent; the stream ends",
      );
      // The browser reconnects and is replayed what it missed.
      held.stream.end();
    });
  };

  const unsubscribe = bus.subscribe((event) => {
    if (event.kind === LOGGED_KINDS.signedOut) {
      const sessionIds = event.data.sessionIds as readonly string[] | undefined;
      for (const userId of event.userIds)
        for (const held of byUser.get(userId) ?? [])
          if (!sessionIds || sessionIds.includes(held.sessionId)) held.stream.end();
      return;
    }
    const readers = new Set<HeldStream>();
    for (const userId of event.userIds) for (const held of byUser.get(userId) ?? []) readers.add(held);
    for (const role of event.roles) for (const held of byRole.get(role) ?? []) readers.add(held);
    for (const held of readers) inTurn(held, () => send(held, event));
  });

  const heartbeat = setInterval(() => {
    for (const held of all) {
      if (held.stream.backlog > MAX_BACKLOG) held.stream.end();
      else held.stream.heartbeat();
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    hold(stream, { reader, sessionId }, lastEventId) {
      const held: HeldStream = {
        stream,
        reader,
        sessionId,
        turn: Promise.resolve(),
        sent: new Set(),
        position: 0,
      };
      const { id: userId, role } = reader.user;
      all.add(held);
      add(byUser, userId, held);
      add(byRole, role, held);
      // The browser opens it again at once, and the session is checked anew.
      const expiry = setTimeout(() => stream.end(), maxStreamMs);
      expiry.unref();
      stream.onEnd(() => {
        clearTimeout(expiry);
        all.delete(held);
        remove(byUser, userId, held);
        remove(byRole, role, held);
      });
      inTurn(held, async () => {
        const missed =
          lastEventId === null ? [] : await bus.replay(lastEventId, { userId, role }, REPLAY_LIMIT);
        if (missed === null) {
          held.position = await bus.latestId();
          stream.send("reset", {}, held.position);
          return;
        }
        held.position = lastEventId ?? (await bus.latestId());
        for (const event of lastOfEach(missed)) await send(held, event);
        stream.send("ready", {}, held.position);
      });
    },
    get size() {
      return all.size;
    },
    close() {
      unsubscribe();
      clearInterval(heartbeat);
      for (const held of all) held.stream.end({ hangUp: true });
    },
  };
}
