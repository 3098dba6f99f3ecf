import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));

/** A test that starts server processes: each start takes seconds, more on a busy machine. */
export const SERVER_PROCESS_TEST_MS = 90_000;

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:{port} */
  url: string;
  /** Everything the process printed so far. */
  output(): string;
  /** Waits until a printed line matches. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** The exit code (null when a signal ended it) and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The real server (src/server/main.ts) as a child process on a free loopback port, with `env` on top
 * of a minimal environment; resolves once it listens. Runs on this process's Node (24 under npm).
 */
export async function startServerProcess(
  env: Record<string, string>,
  /** How long it may take to listen: seeding the demo data first takes a minute on a busy machine. */
  { listenWithinMs = 30_000 }: { listenWithinMs?: number } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      SEED_DEMO: "false",
      // One process unless a test asks for more: a test's server then starts in one process's time.
      SERVER_PROCESSES: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  const waiters = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    printed += chunk.toString();
    for (const wake of waiters) wake();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      resolve({ code, signal });
      for (const wake of waiters) wake();
    }),
  );

  const waitForLine = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = printed.split("\n").find((candidate) => pattern.test(candidate));
        if (line !== undefined) return finish(() => resolve(line));
        if (child.exitCode !== null || child.signalCode !== null) {
          finish(() => reject(new Error(`The server exited before printing ${pattern}:\n${printed}`)));
        }
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`No line matched ${pattern} in ${timeoutMs} ms:\n${printed}`))),
        timeoutMs,
      );
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      check();
    });

  const listening = await waitForLine(/Server listening at http:\/\/127\.0\.0\.1:\d+/, listenWithinMs);
  const url = /http:\/\/127\.0\.0\.1:\d+/.exec(listening)?.[0] ?? "";
  return { child, url, output: () => printed, waitForLine, exited };
}
