import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { introduceSchema, messageSchema, proposalSchema } from "#shared/matching/introductions.ts";
import { requireRole, requireUser } from "../auth/guards.ts";
import { type ErrorText, notFound } from "../lib/http-errors.ts";
import { perLocale } from "../lib/i18n/request-messages.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { parseInput } from "../lib/validate.ts";
import { findRequest } from "../requests/service.ts";
import { listEvents } from "../requests/history.ts";
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
import { listMessages, postMessage } from "./messages.ts";

const idParams = z.object({ id: z.uuid() });
const requestNotFound: ErrorText = (m) => m.requests.errors.notFound;
const introductionNotFound: ErrorText = (m) => m.matching.introductions.errors.notFound;

/** The id of the path; a malformed one is simply something that does not exist. */
function pathId(params: unknown, missing: ErrorText): string {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw notFound(missing);
  return parsed.data.id;
}

/** Introductions (issue: matching §3–4): the admin introduces, designers answer, the client chooses. */
export async function introductionRoutes(app: FastifyInstance, deps: MailContext) {
  const { db } = deps;
  const introduceInput = perLocale(deps.catalogues, (m) => introduceSchema(m.matching.introductions));
  const proposalInput = perLocale(deps.catalogues, (m) => proposalSchema(m.matching.introductions));
  const messageInput = perLocale(deps.catalogues, (m) => messageSchema(m.matching.introductions));

  async function loadRequest(params: unknown) {
    const row = await findRequest(db, pathId(params, requestNotFound));
    if (!row) throw notFound(requestNotFound);
    return row;
  }
  const loadIntro = (params: unknown) => loadIntroduction(db, pathId(params, introductionNotFound));

  app.post("/forms/:id/introductions", async (request, reply) => {
    const admin = requireRole(request, "admin");
    const row = await loadRequest(request.params);
    const { designerIds } = parseInput(introduceInput(request.locale), request.body, request.locale);
    return reply.code(201).send({ introductions: await introduce(deps, admin, row, designerIds) });
  });

  app.get("/forms/:id/introductions", async (request) => {
    const user = requireRole(request, "admin", "client");
    const row = await loadRequest(request.params);
    assertClientOf(user, row, { read: true });
    return listRequestIntroductions(db, row.id, user.role === "admin" ? "admin" : "client");
  });

  app.get("/forms/:id/history", async (request) => {
    requireRole(request, "admin");
    return listEvents(db, (await loadRequest(request.params)).id);
  });

  app.post("/forms/:id/complete", async (request, reply) => {
    const user = requireRole(request, "client", "admin");
    const row = await loadRequest(request.params);
    assertClientOf(user, row, { read: false });
    await complete(db, user, row);
    return reply.code(204).send();
  });

  app.get("/designer/introductions", async (request) =>
    listDesignerIntroductions(db, requireRole(request, "designer").id),
  );

  app.get("/designer/introductions/:id", async (request) => {
    const designer = requireRole(request, "designer");
    const { introduction } = assertDesignerOf(designer, await loadIntro(request.params));
    const [shown] = await listDesignerIntroductions(db, designer.id, introduction.id);
    if (!shown) throw notFound(introductionNotFound);
    return shown;
  });

  app.post("/designer/introductions/:id/accept", async (request, reply) => {
    const designer = requireRole(request, "designer");
    const loaded = assertDesignerOf(designer, await loadIntro(request.params));
    const proposal = parseInput(proposalInput(request.locale), request.body, request.locale);
    await accept(deps, designer, loaded, proposal);
    return reply.code(204).send();
  });

  app.post("/designer/introductions/:id/decline", async (request, reply) => {
    const designer = requireRole(request, "designer");
    await decline(db, designer, assertDesignerOf(designer, await loadIntro(request.params)));
    return reply.code(204).send();
  });

  app.put("/designer/introductions/:id/proposal", async (request, reply) => {
    const designer = requireRole(request, "designer");
    const loaded = assertDesignerOf(designer, await loadIntro(request.params));
    await reviseProposal(db, loaded, parseInput(proposalInput(request.locale), request.body, request.locale));
    return reply.code(204).send();
  });

  app.post("/introductions/:id/choose", async (request, reply) => {
    const user = requireRole(request, "client", "admin");
    const loaded = await loadIntro(request.params);
    assertClientOf(user, loaded.request, { read: false });
    await choose(deps, user, loaded);
    return reply.code(204).send();
  });

  app.get("/introductions/:id/messages", async (request) => {
    const user = requireUser(request);
    const loaded = await loadIntro(request.params);
    assertThreadMember(user, loaded, { write: false });
    return listMessages(db, user, loaded.introduction.id);
  });

  app.post("/introductions/:id/messages", async (request, reply) => {
    const user = requireUser(request);
    const loaded = await loadIntro(request.params);
    assertThreadMember(user, loaded, { write: true });
    const { body } = parseInput(messageInput(request.locale), request.body, request.locale);
    return reply.code(201).send(await postMessage(deps, user, loaded, body));
  });
}
