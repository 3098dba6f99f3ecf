import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";

export type HeaderSet = Readonly<Record<string, string>>;

/**
 * What every answer carries: `page` on what a browser may render or run (documents, their scripts, which can
 * become workers, and anything not known to be data); `data` on what it only reads (JSON, images).
 */
export interface SecurityHeaders {
  page: HeaderSet;
  data: HeaderSet;
}

/**
 * An answer that is only data loads nothing and is framed by no one: the policy OWASP's REST guide gives for API
 * answers. An uploaded image opened by itself (an SVG, say) runs nothing under it either. Inline styles are
 * allowed: the browser's own viewer of an image or of JSON opened in a tab sets them (GitHub's raw files do the
 * same), and they cannot run anything.
 */
const DATA_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
/** The page headers that still mean something on data: the rest concern documents (their scripts, DNS prefetch, old IE). */
const KEPT_ON_DATA = [
  "cross-origin-resource-policy",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
];

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
 * nothing here varies by request (no CSP nonces). Data's set is the page's, less what concerns documents.
 */
export async function securityHeaders(helmet: FastifyHelmetOptions): Promise<SecurityHeaders> {
  const [withHelmet, without] = await Promise.all([probeAnswerHeaders(helmet), probeAnswerHeaders(null)]);
  const page = Object.fromEntries(Object.entries(withHelmet).filter(([name]) => !(name in without)));
  const data = {
    "content-security-policy": DATA_POLICY,
    ...Object.fromEntries(Object.entries(page).filter(([name]) => KEPT_ON_DATA.includes(name))),
  };
  return { page: Object.freeze(page), data: Object.freeze(data) };
}

/**
 * Sets the headers on every answer, first thing, so a refusal by any later hook carries them too. `answersData`
 * names the addresses whose every answer is data; elsewhere the page's set, under which a page works,
 * is the default. Fewer and shorter headers are also less work on every answer: Node checks each one as it
 * writes it (issue 20's hot path).
 */
export function sendSecurityHeaders(
  app: FastifyInstance,
  headers: SecurityHeaders,
  answersData: (url: string) => boolean,
): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(answersData(request.url) ? headers.data : headers.page);
    done();
  });
}
