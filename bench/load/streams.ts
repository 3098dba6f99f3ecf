// Live streams held open through a load run (issue 21): signed-in tabs that sit idle, each reading its
// GET /api/live/events stream, and the server memory they take.
import { type IncomingMessage, request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { LIVE_EVENTS_PATH } from "../../src/shared/live/events.ts";
import { residentBytes } from "./process-stats.ts";
import type { Account } from "./sessions.ts";

/** Streams opened at once: a tab opens one as its page loads, not all in the same millisecond. */
const AT_ONCE = 50;

export interface HeldStreams {
  opened: number;
  refused: number;
  /** The server's memory (RSS) before and after they were opened, with the server otherwise idle. */
  bytesBefore: number;
  bytesAfter: number;
  /** How many are open now, and what they have read so far. */
  tally(): { open: number; events: number; heartbeats: number };
  close(): void;
}

/**
 * One stream on a connection of its own, as a tab's, apart from the people's requests: through fetch they
 * would share its connection pool with the measured requests, and a pool of a thousand busy connections
 * slows every request the generator sends (p50 4 → 17 ms in a trial run). Answers the stream, or undefined
 * when the server refused it.
 */
export function openStream(
  url: string,
  cookie: string,
  signal: AbortSignal,
): Promise<IncomingMessage | undefined> {
  return new Promise((resolve) => {
    const sent = request(
      url,
      { headers: { cookie, accept: "text/event-stream" }, agent: false, signal },
      (answer) => {
        if (answer.statusCode === 200) return resolve(answer);
        answer.resume();
        resolve(undefined);
      },
    );
    sent.on("error", () => resolve(undefined));
    sent.end();
  });
}

/** Signs each account in once (a browser of its own, from its own address) and answers its cookies. */
async function signIn(
  baseUrl: string,
  accounts: Account[],
  address: (n: number) => string,
): Promise<string[]> {
  const cookies: string[] = [];
  for (const [n, account] of accounts.entries()) {
    const answer = await fetch(`${baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": address(n) },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    if (!answer.ok)
      throw new Error(`signing ${account.email} in for the live streams failed: ${answer.status}`);
    cookies.push(
      answer.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; "),
    );
  }
  return cookies;
}

/**
 * Opens `count` live streams shared out over the accounts' sessions (several tabs each, as people keep
 * them) and reads them until closed. The server's memory is read before and after, a few seconds apart,
 * while nothing else runs: the difference over the count is what a held stream costs.
 */
export async function holdIdleStreams(
  baseUrl: string,
  pid: number,
  accounts: Account[],
  count: number,
  address: (n: number) => string,
): Promise<HeldStreams> {
  const cookies = await signIn(baseUrl, accounts, address);
  const abort = new AbortController();
  let open = 0;
  let events = 0;
  let heartbeats = 0;
  let refused = 0;
  await sleep(2_000);
  const bytesBefore = residentBytes(pid);
  const openOne = async (n: number) => {
    const answer = await openStream(
      `${baseUrl}${LIVE_EVENTS_PATH}`,
      cookies[n % cookies.length] ?? "",
      abort.signal,
    );
    if (!answer) {
      refused += 1;
      return;
    }
    open += 1;
    answer.setEncoding("utf8");
    answer.on("data", (chunk: string) => {
      for (const block of chunk.split("\n\n")) {
        if (block.startsWith(": ")) heartbeats += 1;
        else if (block.includes("event: ")) events += 1;
      }
    });
    answer.once("close", () => {
      open -= 1;
    });
  };
  for (let start = 0; start < count; start += AT_ONCE)
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, count - start) }, (_, k) => openOne(start + k)));
  await sleep(3_000);
  return {
    opened: count - refused,
    refused,
    bytesBefore,
    bytesAfter: residentBytes(pid),
    tally: () => ({ open, events, heartbeats }),
    close: () => abort.abort(),
  };
}
