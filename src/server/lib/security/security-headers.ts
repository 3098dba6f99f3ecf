import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";

export type SecurityHeaders = Readonly<Record<string, string>>;

async function probeAnswerHeaders(helmet: FastifyHelmetOptions | null): Promise<Record<string, string>> {
  const probe = Fastify();
  if (helmet) await probe.register(fastifyHelmet, helmet);
  probe.get("/", async () => "");
  try {
    const answer = await probe.inject("/");
    return Object.fromEntries(Object.entries(answer.headers).map(([name, value]) => [name, String(value)]));
  } finally {
    await probe.close();
  }
}

/**
 * The headers helmet gives an answer with these settings, read once from a throwaway app:
 * @fastify/helmet builds them afresh (parsing the CSP's directives) on every request, though
 * nothing here varies by request (no CSP nonces).
 */
export async function securityHeaders(helmet: FastifyHelmetOptions): Promise<SecurityHeaders> {
  const [withHelmet, without] = await Promise.all([probeAnswerHeaders(helmet), probeAnswerHeaders(null)]);
  return Object.freeze(Object.fromEntries(Object.entries(withHelmet).filter(([name]) => !(name in without))));
}

/** Sets `headers` on every answer, first thing, so a refusal by any later hook carries them too. */
export function sendSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
