import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** The encodings an answer is kept in, best first when the browser takes several equally. */
const ENCODINGS = ["br", "gzip"] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Smaller answers go out as they are, as @fastify/compress's threshold in app.ts leaves them. */
const COMPRESS_FROM_BYTES = 1024;

const compressors: Record<Encoding, (bytes: Buffer) => Buffer> = {
  // Made once per kept answer rather than per request, so a better ratio than @fastify/compress's 4 is affordable.
  br: (bytes) =>
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (bytes) => gzipSync(bytes),
};

/**
 * A JSON answer kept for many requests (the public catalogue's): its UTF-8 bytes, and each
 * compressed form once a request has asked for it, so no request measures, encodes or compresses
 * the same text again.
 */
export interface PreparedBytes {
  readonly bytes: Buffer;
  readonly compressed: Partial<Record<Encoding, Buffer>>;
}
export type PreparedJson = PreparedBytes;

/** Text kept for many answers (a visitor's server-rendered page), prepared like JSON. */
export function prepareText(text: string): PreparedBytes {
  return { bytes: Buffer.from(text, "utf8"), compressed: {} };
}

/** `json` must already be what the route's response schema allows (it was serialized through it). */
export function prepareJson(json: string): PreparedJson {
  return { bytes: Buffer.from(json, "utf8"), compressed: {} };
}

/** The kept encoding the header rates highest (ours first on a tie), or null when it takes none. */
export function bestEncoding(acceptEncoding: string): Encoding | null {
  const rated = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    rated.set(name, Number.isFinite(value) ? value : 0);
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const name of ENCODINGS) {
    const q = rated.get(name) ?? rated.get("*") ?? 0;
    if (q > bestQ) [best, bestQ] = [name, q];
  }
  return best;
}

/** Browsers send a handful of Accept-Encoding values; each is negotiated once. */
const chosen = new Map<string, Encoding | null>();
const REMEMBERED_HEADERS = 64;

function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  let encoding = chosen.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = bestEncoding(acceptEncoding);
    if (chosen.size >= REMEMBERED_HEADERS) chosen.clear();
    chosen.set(acceptEncoding, encoding);
  }
  return encoding;
}

/**
 * Sends `prepared` in the best encoding the request accepts. Routes that send it are declared
 * with `compress: false`: @fastify/compress would otherwise look at every answer again.
 */
export function sendPreparedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedJson,
): FastifyReply {
  return sendPreparedBytes(request, reply, prepared, "application/json; charset=utf-8");
}

/** Sends kept bytes of any type in the best encoding the request accepts (see sendPreparedJson). */
export function sendPreparedBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedBytes,
  type: string,
): FastifyReply {
  const vary = reply.getHeader("vary");
  reply.type(type).header("vary", vary ? `Accept-Encoding, ${vary}` : "Accept-Encoding");
  const encoding =
    prepared.bytes.length >= COMPRESS_FROM_BYTES ? chooseEncoding(request.headers["accept-encoding"]) : null;
  if (!encoding) return reply.send(prepared.bytes);
  let body = prepared.compressed[encoding];
  if (!body) {
    body = compressors[encoding](prepared.bytes);
    prepared.compressed[encoding] = body;
  }
  return reply.header("content-encoding", encoding).send(body);
}
