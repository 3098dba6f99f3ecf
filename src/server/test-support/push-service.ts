import { execFileSync } from "node:child_process";
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A browser's side of a subscription: the keys it made, and the subscription it hands the site. */
export interface TestBrowser {
  id: string;
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

/** One push as the push service received and the browser decrypted it. */
export interface ReceivedPush {
  browserId: string;
  /** The decrypted payload, parsed. */
  payload: Record<string, unknown>;
  ttl: string | undefined;
  /** The VAPID token's checked claims and the key it was signed with (RFC 8292). */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

export interface TestPushService {
  /** host:port, as the app's accepted push hosts name it. */
  host: string;
  /** An agent that trusts this service's certificate, for the app's web-push requests. */
  agent: Agent;
  /** A new browser subscribed to this service (its own P-256 key pair and 16-byte auth secret). */
  newBrowser(): TestBrowser;
  /** Makes the service answer this status (e.g. 410 Gone) to pushes for the browser from now on. */
  answer(browserId: string, status: number): void;
  /** Keeps the browser's pushes unanswered (a slow push service) until the returned function is called. */
  hold(browserId: string): () => void;
  received(browserId?: string): ReceivedPush[];
  /** Resolves with the browser's pushes once it has `count`; rejects after `timeoutMs`. */
  waitFor(browserId: string, count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  /** Requests it refused (a bad token, an undecryptable body), with why. */
  refused: string[];
  close(): Promise<void>;
}

const b64u = (bytes: Buffer) => bytes.toString("base64url");
const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** A certificate for 127.0.0.1 made by openssl, so the push requests go over TLS as to a real service. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "nestmatch-push-tls-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The P-256 public key of an uncompressed point, for checking the token's signature. */
function publicKeyOfPoint(point: Buffer) {
  if (point.length !== 65 || point[0] !== 4)
    throw new Error("the VAPID key is not an uncompressed P-256 point");
  return createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
    format: "jwk",
  });
}

/** Checks `Authorization: vapid t=…, k=…` (RFC 8292 §3): an ES256 token for this origin, signed with k. */
function checkVapid(authorization: string | undefined, origin: string): ReceivedPush["vapid"] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${authorization}`);
  const [head, body, signature] = match[1].split(".");
  if (!head || !body || !signature) throw new Error("the token is not a JWT");
  const header = JSON.parse(Buffer.from(head, "base64url").toString());
  if (header.alg !== "ES256") throw new Error(`the token is signed with ${header.alg}`);
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKeyOfPoint(Buffer.from(match[2], "base64url")), dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("the token's signature does not match k");
  const claims = JSON.parse(Buffer.from(body, "base64url").toString());
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`the token is for ${claims.aud}, not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60))
    throw new Error("the token's expiry is not within 24 h");
  if (!/^(mailto:|https:)/.test(claims.sub ?? "")) throw new Error(`the token's subject is ${claims.sub}`);
  return { aud: claims.aud, sub: claims.sub, exp: claims.exp, publicKey: match[2] };
}

/**
 * Decrypts an aes128gcm push message as the browser does (RFC 8291 with RFC 8188): the shared secret of
 * its key and the sender's, mixed with the auth secret, keys one AES-128-GCM record.
 */
export function decryptPushBody(
  body: Buffer,
  browser: { ecdh: ReturnType<typeof createECDH>; auth: Buffer },
): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error("more than one record");
  const browserKey = browser.ecdh.getPublicKey();
  const shared = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browserKey, senderKey, Buffer.from([1])]);
  const ikm = hmac(hmac(browser.auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any padding zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("the record does not end with the last-record delimiter");
  return padded.subarray(0, end);
}

/** A push service on a free local port (HTTPS, as web-push requires), for one test file. */
export async function startTestPushService(): Promise<TestPushService> {
  const { key, cert } = selfSignedCertificate();
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const waiting = new Set<() => void>();
  const held = new Map<string, (() => void)[]>();

  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1];
      const browser = id ? browsers.get(id) : undefined;
      if (request.method !== "POST" || !id || !browser) {
        response.writeHead(404).end();
        return;
      }
      try {
        const vapid = checkVapid(request.headers.authorization, `https://${host}`);
        if (request.headers["content-encoding"] !== "aes128gcm")
          throw new Error(`content encoding ${request.headers["content-encoding"]}`);
        const payload = JSON.parse(decryptPushBody(Buffer.concat(chunks), browser).toString("utf8"));
        const status = statuses.get(id) ?? 201;
        if (status < 300) {
          received.push({ browserId: id, payload, ttl: request.headers.ttl as string | undefined, vapid });
          for (const wake of waiting) wake();
        }
        const answer = () => response.writeHead(status).end();
        const queue = held.get(id);
        if (queue) queue.push(answer);
        else answer();
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert });

  const ofBrowser = (browserId?: string) =>
    browserId ? received.filter((push) => push.browserId === browserId) : [...received];

  return {
    host,
    agent,
    refused,
    newBrowser() {
      const id = b64u(randomBytes(9));
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { ecdh, auth });
      return {
        id,
        subscription: {
          endpoint: `https://${host}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
        },
      };
    },
    answer(browserId, status) {
      statuses.set(browserId, status);
    },
    hold(browserId) {
      const queue: (() => void)[] = [];
      held.set(browserId, queue);
      return () => {
        held.delete(browserId);
        for (const answer of queue.splice(0)) answer();
      };
    },
    received: ofBrowser,
    waitFor(browserId, count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const pushes = ofBrowser(browserId);
          if (pushes.length < count) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(pushes);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`${count} pushes did not arrive for ${browserId} (${refused.join("; ")})`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    async close() {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
