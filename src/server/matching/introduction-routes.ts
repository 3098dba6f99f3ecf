import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { declineSchema } from "#shared/matching/decline.ts";
import { introduceSchema, messageSchema, proposalSchema } from "#shared/matching/introductions.ts";
import {
  introducedRequestSchema,
  introductionSchema,
  requestEventSchema,
  threadMessageSchema,
} from "#shared/matching/responses.ts";
import { signedIn } from "../auth/guards.ts";
import { localized, noContent, pathParams } from "../lib/http/declared-schemas.ts";
import { type ErrorText, notFound } from "../lib/http-errors.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { WRITE_LIMITS } from "../lib/security/write-limits.ts";
import { listEvents } from "../requests/history.ts";
import { findRequest } from "../requests/service.ts";
import {
  assertClientOf,
  assertDesignerOf,
  assertThreadMember,
  loadIntroduction,
} from "./introduction-policy.ts";
import {
  accept,
  choose,
  complete,
  decline,
  introduce,
  listDesignerIntroductions,
  listRequestIntroductions,
  reviseProposal,
} from "./introductions.ts";
import { ownHosts } from "./message-screening.ts";
import { listMessages, postMessage } from "./messages.ts";

const requestNotFound: ErrorText = (m) => m.requests.errors.notFound;
const introductionNotFound: ErrorText = (m) => m.matching.introductions.errors.notFound;
/** A malformed id is simply something that does not exist. */
const requestParams = pathParams({ id: z.uuid() }, requestNotFound);
const introductionParams = pathParams({ id: z.uuid() }, introductionNotFound);
const proposalBody = localized((m) => proposalSchema(m.matching.introductions));

/** Introductions (issue: matching §3–4): the admin introduces, designers answer, the client chooses. */
export async function introductionRoutes(app: FastifyInstance, deps: MailContext) {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function loadRequest(id: string) {
    const row = await findRequest(db, id);
    if (!row) throw notFound(requestNotFound);
    return row;
  }

  api.post(
    "/forms/:id/introductions",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["matching"],
        summary: "Introduce 1 to 3 vetted designers to a request (3 at most in all); each is told",
        params: requestParams,
        body: localized((m) => introduceSchema(m.matching.introductions)),
        response: { 201: z.object({ introductions: z.array(introductionSchema) }) },
      },
    },
    async (request, reply) => {
      const row = await loadRequest(request.params.id);
      const made = await introduce(deps, signedIn(request), row, request.body.designerIds);
      return reply.code(201).send({ introductions: made });
    },
  );

  api.get(
    "/forms/:id/introductions",
    {
      config: { access: ["admin", "client"] },
      schema: {
        tags: ["matching"],
        summary: "A request's introductions: its client sees the designers who accepted, admins all",
        params: requestParams,
        response: { 200: z.array(introductionSchema) },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const row = await loadRequest(request.params.id);
      assertClientOf(user, row, { read: true });
      return listRequestIntroductions(
        db,
        row.id,
        user.role === "admin"
          ? { role: "admin" }
          : {
              role: "client",
              mask: {
                hidden: request.messages.matching.screening.hidden,
                ownHosts: ownHosts(deps.publicUrl),
              },
            },
      );
    },
  );

  api.get(
    "/forms/:id/history",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["matching"],
        summary: "A request's history, oldest first, with each actor's name",
        params: requestParams,
        response: { 200: z.array(requestEventSchema) },
      },
    },
    async (request) => listEvents(db, (await loadRequest(request.params.id)).id),
  );

  api.post(
    "/forms/:id/complete",
    {
      config: { access: ["client", "admin"] },
      schema: {
        tags: ["matching"],
        summary: "The client marks their project completed (then they may review the designer)",
        params: requestParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const row = await loadRequest(request.params.id);
      assertClientOf(user, row, { read: false });
      await complete(db, user, row);
      return reply.code(204).send(null);
    },
  );

  api.get(
    "/designer/introductions",
    {
      config: { access: ["designer"] },
      schema: {
        tags: ["matching"],
        summary: "The requests introduced to the signed-in designer, newest first",
        response: { 200: z.array(introducedRequestSchema) },
      },
    },
    async (request) => listDesignerIntroductions(db, signedIn(request).id),
  );

  api.get(
    "/designer/introductions/:id",
    {
      config: { access: ["designer"] },
      schema: {
        tags: ["matching"],
        summary: "One request introduced to the signed-in designer",
        params: introductionParams,
        response: { 200: introducedRequestSchema },
      },
    },
    async (request) => {
      const designer = signedIn(request);
      const { introduction } = assertDesignerOf(designer, await loadIntroduction(db, request.params.id));
      const [shown] = await listDesignerIntroductions(db, designer.id, introduction.id);
      if (!shown) throw notFound(introductionNotFound);
      return shown;
    },
  );

  api.post(
    "/designer/introductions/:id/accept",
    {
      config: { access: ["designer"] },
      schema: {
        tags: ["matching"],
        summary: "Accept an introduction with a proposal; the client is told",
        params: introductionParams,
        body: proposalBody,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const designer = signedIn(request);
      const loaded = assertDesignerOf(designer, await loadIntroduction(db, request.params.id));
      await accept(deps, designer, loaded, request.body);
      return reply.code(204).send(null);
    },
  );

  api.post(
    "/designer/introductions/:id/decline",
    {
      config: { access: ["designer"] },
      schema: {
        tags: ["matching"],
        summary: "Decline an introduction not answered yet, saying why; every admin is told",
        params: introductionParams,
        body: localized((m) => declineSchema(m.matching.introductions)),
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const designer = signedIn(request);
      const loaded = assertDesignerOf(designer, await loadIntroduction(db, request.params.id));
      await decline(deps, designer, loaded, request.body, request.log);
      return reply.code(204).send(null);
    },
  );

  api.put(
    "/designer/introductions/:id/proposal",
    {
      config: { access: ["designer"] },
      schema: {
        tags: ["matching"],
        summary: "Revise a proposal until the client has chosen",
        params: introductionParams,
        body: proposalBody,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const designer = signedIn(request);
      const loaded = assertDesignerOf(designer, await loadIntroduction(db, request.params.id));
      await reviseProposal(db, loaded, request.body);
      return reply.code(204).send(null);
    },
  );

  api.post(
    "/introductions/:id/choose",
    {
      config: { access: ["client", "admin"] },
      schema: {
        tags: ["matching"],
        summary: "The client chooses a designer who accepted; the others are passed over",
        params: introductionParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const loaded = await loadIntroduction(db, request.params.id);
      assertClientOf(user, loaded.request, { read: false });
      await choose(deps, user, loaded, request.log);
      return reply.code(204).send(null);
    },
  );

  api.get(
    "/introductions/:id/messages",
    {
      // Its designer and the request's client; admins read (the policy checks which).
      config: { access: "signed-in" },
      schema: {
        tags: ["matching"],
        summary: "An introduction's thread, oldest first",
        params: introductionParams,
        response: { 200: z.array(threadMessageSchema) },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const loaded = await loadIntroduction(db, request.params.id);
      assertThreadMember(user, loaded, { write: false });
      return listMessages(db, user, loaded.introduction.id, {
        messages: request.messages,
        publicUrl: deps.publicUrl,
      });
    },
  );

  api.post(
    "/introductions/:id/messages",
    {
      config: { access: "signed-in", writeLimit: WRITE_LIMITS.messages },
      schema: {
        tags: ["matching"],
        summary: "Write in an introduction's thread; the other side is told",
        params: introductionParams,
        body: localized((m) => messageSchema(m.matching.introductions)),
        response: { 201: threadMessageSchema },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const loaded = await loadIntroduction(db, request.params.id);
      assertThreadMember(user, loaded, { write: true });
      return reply.code(201).send(await postMessage(deps, user, loaded, request.body.body));
    },
  );
}
