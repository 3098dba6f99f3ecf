import type { LightMyRequestResponse } from "fastify";

/** How an attack must be answered: refused (any 4xx), refused or served (2xx too), or one of these statuses. */
export type Verdict = "refused" | "refused-or-served" | readonly number[];

/** Text that only a stack trace or a database error puts in an answer. */
const INTERNALS = [
  /\n\s+at /,
  /\bat [\w.<>]+ \(/,
  /\.[cm]?[jt]s:\d+/,
  /node_modules/,
  /\bselect\b[^"]*\bfrom\b/i,
  /\binsert into\b/i,
  /\bdelete from\b/i,
  /\bupdate \S+ set\b/i,
  /syntax error/i,
  /violates [\w ]*constraint/i,
  /duplicate key/i,
  /\b(relation|column) "/i,
];

function statusProblems(status: number, verdict: Verdict): string[] {
  const passes =
    verdict === "refused"
      ? status >= 400 && status < 500
      : verdict === "refused-or-served"
        ? status >= 200 && status < 500
        : verdict.includes(status);
  return passes ? [] : [`answered ${status}`];
}

function messageProblems(response: LightMyRequestResponse): string[] {
  if (!/application\/json/.test(String(response.headers["content-type"]))) {
    return [`a ${response.statusCode} without a JSON message (${response.headers["content-type"]})`];
  }
  try {
    const { message } = response.json() as { message?: unknown };
    return typeof message === "string" && message.trim() ? [] : ["an error without a message"];
  } catch {
    return ["an error whose body is not JSON"];
  }
}

function headerProblems(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const csp = String(response.headers["content-security-policy"] ?? "");
  // Without script-src, scripts fall back to default-src (data's policy: 'none').
  const scriptSrc =
    /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? /(?:^|;\s*)default-src ([^;]*)/.exec(csp)?.[1] ?? "";
  if (!csp.includes("frame-ancestors 'none'")) problems.push("no frame-ancestors 'none'");
  if (!scriptSrc || scriptSrc.includes("'unsafe-inline'"))
    problems.push("script-src (or default-src) missing or inline allowed");
  if (response.headers["x-content-type-options"] !== "nosniff") problems.push("no X-Content-Type-Options");
  if (!response.headers["referrer-policy"]) problems.push("no Referrer-Policy");
  return problems;
}

/**
 * What is wrong with an answer to an attack: an unexpected status, an error without a JSON
 * message, a stack trace or SQL in the body, a missing security header. `sent` (the attack's own
 * text, which an answer may quote back) is left out of the search for internals.
 */
export function answerProblems(response: LightMyRequestResponse, verdict: Verdict, sent?: string): string[] {
  const body = sent ? response.body.split(sent).join("") : response.body;
  const leaks = INTERNALS.filter((pattern) => pattern.test(body)).map((pattern) => `body shows ${pattern}`);
  const status = response.statusCode;
  return [
    ...statusProblems(status, verdict),
    ...(status >= 400 ? messageProblems(response) : []),
    ...(status >= 400 ? leaks : []),
    ...headerProblems(response),
  ].map((problem, index) => (index === 0 ? `${problem} (${response.body.slice(0, 160)})` : problem));
}
