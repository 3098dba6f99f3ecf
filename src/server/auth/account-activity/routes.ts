import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  activeSessionsSchema,
  SIGN_IN_HISTORY_LENGTH,
  signInHistorySchema,
} from "#shared/auth/account-activity.ts";
import type { Db } from "../../db/client.ts";
import { noContent, pathParams } from "../../lib/http/declared-schemas.ts";
import { type ErrorText, HttpError } from "../../lib/http-errors.ts";
import { signedIn } from "../guards.ts";
import { clearSessionCookie, type SessionCookieSettings } from "../session-cookie.ts";
import { revokeUserSessions } from "../sessions.ts";
import { endOwnSession, listActiveSessions, listSignIns } from "./queries.ts";

const sessionGone: ErrorText = (m) => m.accountActivity.sessions.notFound;

// Refusals too: whoever asks next in this browser may be someone else.
const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.header("cache-control", "no-store");
};

/** Each user sees and ends only their own sessions, and reads only their own sign-ins. */
export async function accountActivityRoutes(
  app: FastifyInstance,
  { db, cookie }: { db: Db; cookie: SessionCookieSettings },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/auth/sessions",
    {
      config: { access: "signed-in", beforeSecondFactor: true },
      onRequest: noStore,
      schema: {
        tags: ["auth"],
        summary: "The browsers signed in to the account now, the one asking marked `current`",
        response: { 200: activeSessionsSchema },
      },
    },
    async (request) => ({
      sessions: await listActiveSessions(db, signedIn(request), request.session?.sessionId ?? ""),
    }),
  );

  api.delete(
    "/auth/sessions/:id",
    {
      config: { access: "signed-in", beforeSecondFactor: true },
      schema: {
        tags: ["auth"],
        summary: "Sign one of the account's browsers out (the one asking too, which then is signed out)",
        params: pathParams({ id: z.uuid() }, sessionGone),
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      if (!(await endOwnSession(db, user.id, request.params.id))) throw new HttpError(404, sessionGone);
      if (request.params.id === request.session?.sessionId) clearSessionCookie(reply, cookie);
      return reply.code(204).send(null);
    },
  );

  api.post(
    "/auth/sessions/end-others",
    {
      config: { access: "signed-in", beforeSecondFactor: true },
      schema: {
        tags: ["auth"],
        summary: "Sign out every other browser of the account",
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await revokeUserSessions(db, signedIn(request).id, request.session?.sessionId);
      return reply.code(204).send(null);
    },
  );

  api.get(
    "/auth/sign-ins",
    {
      config: { access: "signed-in", beforeSecondFactor: true },
      onRequest: noStore,
      schema: {
        tags: ["auth"],
        summary: `The account's last ${SIGN_IN_HISTORY_LENGTH} sign-ins, newest first: when, on what browser, how`,
        response: { 200: signInHistorySchema },
      },
    },
    async (request) => ({ signIns: await listSignIns(db, signedIn(request).id, SIGN_IN_HISTORY_LENGTH) }),
  );
}
