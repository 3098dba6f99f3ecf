import cluster from "node:cluster";

/** What a worker tells the primary once its app is built: it may be told to listen. */
const READY_TO_LISTEN = { nestmatch: "ready-to-listen" } as const;
/** What the primary tells a worker when every worker is ready (or at once, for a replacement). */
export const LISTEN = { nestmatch: "listen" } as const;

const isMessage = (message: unknown, expected: { nestmatch: string }) =>
  typeof message === "object" &&
  message !== null &&
  "nestmatch" in message &&
  message.nestmatch === expected.nestmatch;

export const isReadyToListen = (message: unknown) => isMessage(message, READY_TO_LISTEN);

/** In a cluster worker: says it is ready, and resolves when the primary says to listen. Elsewhere at once. */
export async function listenWhenTold(): Promise<void> {
  if (!cluster.isWorker) return;
  const told = new Promise<void>((resolve) => {
    const onMessage = (message: unknown) => {
      if (!isMessage(message, LISTEN)) return;
      process.off("message", onMessage);
      resolve();
    };
    process.on("message", onMessage);
  });
  process.send?.(READY_TO_LISTEN);
  await told;
}
