import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { addRouteHook } from "../http/route-hooks.ts";
import { HttpError } from "../http-errors.ts";
import { counterWait, takeFromBudget } from "./rate-limit-counter.ts";
import { type WriteLimit, writeLimitKey } from "./write-limits.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The limit this write counts against (write-limits.ts): counted before the route's work. */
    writeLimit?: WriteLimit;
  }
  interface FastifyRequest {
    /**
     * Takes `count` received images from the route's image limit, or refuses them all with 429;
     * the upload reader calls it once the files are in, before any is decoded.
     */
    countUploadedImages(count: number): Promise<void>;
  }
}

function refusal(limit: WriteLimit, waitSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return new HttpError(429, (m) => m.answers.writeLimits[limit.name](m.answers.writeLimits.wait(minutes)), {
    "retry-after": String(waitSeconds),
  });
}

/** "10 minutes", "1 hour", "1 day": a window as the API reference says it. */
function windowText(ms: number): string {
  const [amount, unit] =
    ms % 86_400_000 === 0
      ? [ms / 86_400_000, "day"]
      : ms % 3_600_000 === 0
        ? [ms / 3_600_000, "hour"]
        : [ms / 60_000, "minute"];
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}

/** Whose budget a request spends: its account or address; none for an admin's account. */
function subjectOf(request: FastifyRequest, limit: WriteLimit): string | null {
  if (limit.per === "address") return request.ip;
  const user = request.session?.user;
  return user && user.role !== "admin" ? user.id : null;
}

/**
 * Counts each write against its route's declared `writeLimit` in the database, so the limit holds
 * across processes, and atomically, so parallel calls cannot pass it together. A call is counted
 * after its input is checked and before its work (a refused one counts nothing); images are counted
 * by the upload reader, and an account already at its image limit is refused before its body is read.
 * `factor` multiplies every limit (WRITE_LIMIT_FACTOR).
 */
export function enforceWriteLimits(app: FastifyInstance, { db, factor }: { db: Db; factor: number }): void {
  const scaled = (limit: WriteLimit) => ({ max: limit.max * factor, windowMs: limit.windowMs });

  async function take(request: FastifyRequest, limit: WriteLimit, amount: number): Promise<void> {
    const subject = subjectOf(request, limit);
    if (subject === null) return;
    const wait = await takeFromBudget(db, writeLimitKey(limit, subject), scaled(limit), amount);
    if (wait > 0) throw refusal(limit, wait);
  }

  // The API reference says each route's limit; a route with one counts it, others skip the hook.
  app.addHook("onRoute", (route) => {
    const limit = route.config?.writeLimit;
    if (!limit) return;
    if (route.schema && route.schema.hide !== true) {
      const what = limit.unit === "image" ? "images" : "calls";
      const said = `Limited to ${limit.max * factor} ${what} per ${limit.per} in ${windowText(limit.windowMs)}: past that, 429 with Retry-After.`;
      route.schema.description = [route.schema.description, said].filter(Boolean).join("\n\n");
    }
    // First among the route's own, as when it was every request's hook (before a route's rate limit).
    addRouteHook(
      route,
      "preHandler",
      async (request: FastifyRequest) => {
        if (limit.unit === "call") return take(request, limit, 1);
        const subject = subjectOf(request, limit);
        if (subject === null) return;
        const wait = await counterWait(db, writeLimitKey(limit, subject), scaled(limit));
        if (wait > 0) throw refusal(limit, wait);
      },
      { first: true },
    );
  });

  app.decorateRequest("countUploadedImages", async function (this: FastifyRequest, count: number) {
    const limit = this.routeOptions.config.writeLimit;
    if (limit?.unit !== "image")
      throw new Error(`${this.routeOptions.url} receives images but declares no image limit`);
    if (count > 0) await take(this, limit, count);
  });
}
