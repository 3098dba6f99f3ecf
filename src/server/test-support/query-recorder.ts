import type { Database } from "../db/client.ts";

/** What `work` sent: every statement's text, and its round trips in a row. */
export interface Recorded<T> {
  result: T;
  queries: string[];
  /**
   * How many times a statement was sent after an answer had come since the last one sent: 1 for statements
   * sent side by side, 3 for three sent each after the one before. On the embedded database each round is
   * a turn of its one connection and of the server's event loop (issue 20).
   */
  rounds: number;
}

/**
 * The text of every statement the app sends through `database` while `during` runs, and their rounds;
 * statements `ignored` says are neither kept nor counted. Drizzle sends each through the driver's query():
 * a string on PGlite, `{ text }` on node-postgres.
 */
export function recordQueries(database: Database, ignored: (text: string) => boolean = () => false) {
  const driver = (database.kind === "pglite" ? database.client : database.pool) as unknown as {
    query: (...args: unknown[]) => Promise<unknown>;
  };
  const query = driver.query.bind(driver);
  let sent: { texts: string[]; rounds: number; answeredSinceSent: boolean } | undefined;
  driver.query = (...args: unknown[]) => {
    const [first] = args;
    const text = typeof first === "string" ? first : String((first as { text?: string }).text);
    const recording = sent;
    if (!recording || ignored(text)) return query(...args);
    if (recording.texts.length === 0 || recording.answeredSinceSent) recording.rounds++;
    recording.answeredSinceSent = false;
    recording.texts.push(text);
    const answer = query(...args);
    const answered = () => {
      recording.answeredSinceSent = true;
    };
    answer.then(answered, answered);
    return answer;
  };
  return async function during<T>(work: () => Promise<T>): Promise<Recorded<T>> {
    const recording = { texts: [], rounds: 0, answeredSinceSent: false };
    sent = recording;
    try {
      const result = await work();
      return { result, queries: recording.texts, rounds: recording.rounds };
    } finally {
      sent = undefined;
    }
  };
}
