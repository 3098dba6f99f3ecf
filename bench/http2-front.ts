// An HTTPS + HTTP/2 front for the production server, as the reverse proxy of a deployment is: browsers reach
// a public site over HTTP/2, which fetches a page's chunks over one connection, where plain HTTP/1.1 on
// localhost allows six at a time. A throwaway self-signed certificate (made with openssl); the browser is
// told to accept it (--ignore-certificate-errors).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http, { type OutgoingHttpHeaders } from "node:http";
import http2 from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Headers of one hop only, which HTTP/2 forbids. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"]);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const folder = mkdtempSync(join(tmpdir(), "nestmatch-h2-"));
  try {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"].concat([
        "-keyout",
        join(folder, "key.pem"),
        "-out",
        join(folder, "cert.pem"),
      ]),
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(folder, "key.pem")), cert: readFileSync(join(folder, "cert.pem")) };
  } catch (error) {
    throw new Error("openssl is needed for the HTTP/2 front (apt-get install -y openssl)", { cause: error });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function withoutHopByHop(headers: Record<string, string | string[] | undefined>): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) => value !== undefined && !name.startsWith(":") && !HOP_BY_HOP.has(name),
    ),
  );
}

/** Serves `target` (http://host:port) at https://localhost:{port} over HTTP/2; returns its URL and a stop. */
export async function startHttp2Front(
  target: string,
  port = Number(process.env.BENCH_HTTPS_PORT ?? 3481),
): Promise<{ url: string; stop: () => Promise<void> }> {
  const upstream = new URL(target);
  const front = http2.createSecureServer(selfSignedCertificate(), (request, response) => {
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...withoutHopByHop(request.headers), host: upstream.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => front.listen(port, "127.0.0.1", resolve));
  return {
    url: `https://localhost:${port}`,
    stop: () => new Promise<void>((resolve) => front.close(() => resolve())),
  };
}
