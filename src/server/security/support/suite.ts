import type { InjectOptions, LightMyRequestResponse } from "fastify";
import type { TestApp } from "../../test-support/test-app.ts";
import { nextAddress } from "../../test-support/users.ts";
import { answerProblems, type Verdict } from "./answers.ts";
import type { Endpoints } from "./routes.ts";
import type { Tally } from "./tally.ts";
import type { Actor, World } from "./world.ts";

/** What every attack family works on: one app, its world of accounts and data, one tally. */
export interface Suite {
  t: TestApp;
  world: World;
  tally: Tally;
  /** The app's API endpoints ("METHOD /api/path/:param") and who may call each, from their declarations. */
  endpoints: Endpoints;
}

export interface Attack {
  /** The route attacked, or the path when it is outside the API. */
  endpoint: string;
  label: string;
  request: InjectOptions;
  verdict: Verdict;
  /** The attack's text, which an error message may quote back. */
  sent?: string;
  /** Further problems with an answer the verdict let through. */
  also?: (response: LightMyRequestResponse) => string[];
}

/** The cookie header of `actor` (none when anonymous). */
export function cookieOf(world: World, actor: Actor): Record<string, string> {
  return actor === "anonymous" ? {} : { cookie: world[actor].cookie };
}

/** Sends one attack (from a fresh address unless it names one), checks the answer and counts it. */
export async function attack(suite: Suite, a: Attack): Promise<LightMyRequestResponse | undefined> {
  try {
    const response = await suite.t.app.inject({ remoteAddress: nextAddress(), ...a.request });
    suite.tally.attack(a.endpoint, a.label, [
      ...answerProblems(response, a.verdict, a.sent),
      ...(a.also?.(response) ?? []),
    ]);
    return response;
  } catch (error) {
    suite.tally.attack(a.endpoint, a.label, [`the request failed: ${String(error)}`]);
    return undefined;
  }
}

/** The server still answers its liveness and readiness checks. */
export async function stillUp(suite: Suite, family: string): Promise<void> {
  const problems: string[] = [];
  for (const url of ["/healthz", "/readyz"]) {
    const response = await suite.t.app.inject(url);
    if (response.statusCode !== 200) problems.push(`${url} answered ${response.statusCode}`);
  }
  suite.tally.check(`${family}: the server is still up`, problems);
}
