import type { PgliteClient } from "../db/pglite-client.ts";
import type { SessionRow, UserRow } from "../db/schema/index.ts";

/** The channel migration 0023's triggers notify when sessions or accounts change: account ids, or '*'. */
export const SESSION_CHANGES_CHANNEL = "session_changes";

/** A session and its account as the database had them, frozen: every request that finds it shares it. */
export interface SessionRecord {
  session: Readonly<SessionRow>;
  user: Readonly<UserRow>;
}

/** Enough for every signed-in person of a busy day; past it the oldest are read again when next used. */
const MOST_KEPT = 20_000;

/**
 * Sessions held in memory by their token's hash, for a process that hears every change to them: on the
 * embedded database it is the only writer, and migration 0023's triggers announce every update or delete
 * of a session or an account, whichever code made it. A new session needs no notice, as nothing holds it.
 *
 * A lookup that began before a change and ends after it would keep what the change replaced: `keep` is
 * given the generation read before the lookup and keeps nothing if any change was heard since.
 */
export class SessionCache {
  readonly #records = new Map<string, SessionRecord>();
  readonly #byAccount = new Map<string, Set<string>>();
  #generation = 0;

  /** Changes heard so far: read before a lookup, handed to `keep` after it. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#records.size;
  }

  get(tokenHash: string): SessionRecord | undefined {
    return this.#records.get(tokenHash);
  }

  keep(tokenHash: string, record: SessionRecord, generation: number): SessionRecord {
    const frozen = { session: Object.freeze({ ...record.session }), user: Object.freeze({ ...record.user }) };
    if (generation !== this.#generation) return frozen;
    if (this.#records.size >= MOST_KEPT) this.#forgetOldest();
    this.#records.set(tokenHash, frozen);
    const accountId = frozen.user.id;
    let hashes = this.#byAccount.get(accountId);
    if (!hashes) {
      hashes = new Set();
      this.#byAccount.set(accountId, hashes);
    }
    hashes.add(tokenHash);
    return frozen;
  }

  /** A notice from the database: the accounts whose sessions or rows changed, comma-separated, or '*'. */
  heard(payload: string): void {
    this.#generation++;
    if (payload === "*") {
      this.#records.clear();
      this.#byAccount.clear();
      return;
    }
    for (const accountId of payload.split(",")) {
      for (const tokenHash of this.#byAccount.get(accountId) ?? []) this.#records.delete(tokenHash);
      this.#byAccount.delete(accountId);
    }
  }

  #forgetOldest(): void {
    const oldest = this.#records.entries().next().value;
    if (!oldest) return;
    const [tokenHash, record] = oldest;
    this.#records.delete(tokenHash);
    const hashes = this.#byAccount.get(record.user.id);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.#byAccount.delete(record.user.id);
  }
}

/**
 * A session cache fed by the embedded database's notices; its `stop` ends the listening. Only for the
 * embedded database: on PostgreSQL other processes write too, and their notices reach this one later than
 * their answers reach their callers.
 */
export async function cacheSessionsOf(
  client: PgliteClient,
): Promise<{ cache: SessionCache; stop: () => Promise<void> }> {
  const cache = new SessionCache();
  const unlisten = await client.listen(SESSION_CHANGES_CHANNEL, (payload) => cache.heard(payload));
  return { cache, stop: () => unlisten() };
}
