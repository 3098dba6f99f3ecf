import type { FastifyBaseLogger } from "fastify";

/**
 * Waits for two tasks run side by side and gives both values. When one fails it throws that failure (the
 * first's when both do) only once the other has finished too, and logs the second failure: `Promise.all`
 * would answer before the other task ended and drop its error unseen.
 */
export async function bothSettled<A, B>(
  log: Pick<FastifyBaseLogger, "error">,
  first: Promise<A>,
  second: Promise<B>,
): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled([first, second]);
  if (a.status === "rejected") {
    if (b.status === "rejected")
      log.error({ err: b.reason }, "a task failed beside another that failed first");
    throw a.reason;
  }
  if (b.status === "rejected") throw b.reason;
  return [a.value, b.value];
}
