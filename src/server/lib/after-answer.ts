import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * Work a route starts once its answer has gone out, so the answer neither waits for it nor shows
 * by its timing or status what the work found (a reset mail exists only for a known address).
 * It runs in this process: closing the app waits for it, a crash loses it (docs/decisions.md,
 * "Guess limits and secrets' lifetimes").
 */
export interface AfterAnswer {
  /** Starts `task` once `reply` is sent (or its connection gone); a failure is logged as `what`, never thrown. */
  start(reply: FastifyReply, what: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished. */
  settled(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    afterAnswer: AfterAnswer;
  }
}

export function registerAfterAnswer(app: FastifyInstance): void {
  const running = new Set<Promise<void>>();

  const afterAnswer: AfterAnswer = {
    start(reply, what, task) {
      let begin!: () => void;
      const begun = new Promise<void>((resolve) => {
        begin = resolve;
      });
      const work = begun
        .then(task)
        .catch((err: unknown) => reply.log.error({ err, work: what }, `${what} failed after the answer`))
        .finally(() => running.delete(work));
      running.add(work);
      // Counted as running from now, so a close that starts before the answer is out still waits for it;
      // begun a turn after, so whatever delivers the answer goes first.
      const beginSoon = () => setImmediate(begin);
      reply.raw.once("finish", beginSoon);
      reply.raw.once("close", beginSoon);
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };

  app.decorate("afterAnswer", afterAnswer);
  app.addHook("onClose", () => afterAnswer.settled());
}
