import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuthMethod } from "#shared/auth/second-factor.ts";
import type { Db } from "../../db/client.ts";
import type { UserRow } from "../../db/schema/index.ts";
import { insertAccountEvent, logAccountEvent } from "../account-events.ts";
import type { SessionCookieSettings } from "../session-cookie.ts";
import { recogniseBrowser } from "./known-browsers.ts";

/** A sign-in from a browser new to an account, to be mailed to its owner once the answer is sent. */
export interface NewBrowserSignIn {
  user: UserRow;
  userAgent: string | undefined;
  at: Date;
}

declare module "fastify" {
  interface FastifyRequest {
    newBrowserSignIn: NewBrowserSignIn | null;
  }
}

/**
 * Keeps every sign-in in the account's history and tells a new browser apart. An account's first
 * browser (its sign-up, or its first sign-in since browsers were remembered) is not news to its owner.
 */
export async function noteSignIn(
  db: Db,
  cookie: SessionCookieSettings,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  authMethod: AuthMethod,
): Promise<void> {
  const userAgent = request.headers["user-agent"];
  const event = { userId: user.id, kind: "signed-in", userAgent } as const;
  // The sign-in is kept in the statement that tells the browser apart: one round trip, not two (issue 20).
  const browser = await recogniseBrowser(db, request, reply, user.id, cookie, (isNew) =>
    insertAccountEvent(
      db,
      event,
      sql`jsonb_build_object('method', ${authMethod}::text, 'newBrowser', ${isNew})`,
    ).getSQL(),
  );
  logAccountEvent(request.log, { ...event, detail: { method: authMethod, newBrowser: browser.isNew } });
  if (browser.isNew && !browser.firstOfAccount)
    request.newBrowserSignIn = { user, userAgent, at: new Date() };
}
