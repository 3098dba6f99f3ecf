import type { FastifyRequest } from "fastify";

/** A reset or invitation link's token opens the account for an hour: its value never reaches a log line. */
export function loggedUrl(url: string): string {
  return url.replace(/([?&](?:token|password)=)[^&#]*/gi, "$1[redacted]");
}

/** Fastify's request serializer (method, URL, host, address), with the secrets a URL may carry masked. */
export const LOG_SERIALIZERS = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/** Never let credentials reach the logs. */
export const LOG_REDACTIONS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "password",
  "*.password",
];
