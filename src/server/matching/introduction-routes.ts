import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Messages } from "#shared/i18n/index.ts";
import { introduceSchema, messageSchema, proposalSchema } from "#shared/matching/introductions.ts";
import { requireRole, requireUser } from "../auth/guards.ts";
import type { Db } from "../db/client.ts";
import { notFound } from "../lib/http-errors.ts";
import type { Mailer } from "../lib/mail/mailer.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { parseInput } from "../lib/validate.ts";
import { findRequest } from "../requests/service.ts";
import { listEvents } from "./history.ts";
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

/** Introductions (issue: matching §3–4): the admin introduces, designers answer, the client chooses. */
export async function introductionRoutes(
  app: FastifyInstance,
  deps: { db: Db; storage: Storage; mailer: Mailer; publicUrl: string; messages: Messages },
) {
  const { db } = deps;
  const m = deps.messages.matching.introductions;
  const matching = { db, mailer: deps.mailer, publicUrl: deps.publicUrl, m };
  const introduceInput = introduceSchema(m);
  const proposalInput = proposalSchema(m);
  const messageInput = messageSchema(m);

  const pathId = (params: unknown, message: string) => {
    const parsed = idParams.safeParse(params);
    if (!parsed.success) throw notFound(message);
    return parsed.data.id;
  };
  async function loadRequest(params: unknown) {
    const row = await findRequest(db, pathId(params, deps.messages.requests.errors.notFound));
    if (!row) throw notFound(deps.messages.requests.errors.notFound);
    return row;
  }
  const loadIntro = (params: unknown) => loadIntroduction(db, pathId(params, m.errors.notFound));

  app.post("/forms/:id/introductions", async (request, reply) => {
    const admin = requireRole(request, "admin");
    const row = await loadRequest(request.params);
    const { designerIds } = parseInput(introduceInput, request.body);
    return reply.code(201).send({ introductions: await introduce(matching, admin, row, designerIds) });
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
    await complete(matching, user, row);
    return reply.code(204).send();
  });

  app.get("/designer/introductions", async (request) =>
    listDesignerIntroductions(db, requireRole(request, "designer").id),
  );

  app.get("/designer/introductions/:id", async (request) => {
    const designer = requireRole(request, "designer");
    const { introduction } = assertDesignerOf(designer, await loadIntro(request.params));
    const [shown] = await listDesignerIntroductions(db, designer.id, introduction.id);
    if (!shown) throw notFound(m.errors.notFound);
    return shown;
  });

  app.post("/designer/introductions/:id/accept", async (request, reply) => {
    const designer = requireRole(request, "designer");
    const loaded = assertDesignerOf(designer, await loadIntro(request.params));
    await accept(matching, designer, loaded, parseInput(proposalInput, request.body));
    return reply.code(204).send();
  });

  app.post("/designer/introductions/:id/decline", async (request, reply) => {
    const designer = requireRole(request, "designer");
    await decline(matching, designer, assertDesignerOf(designer, await loadIntro(request.params)));
    return reply.code(204).send();
  });

  app.put("/designer/introductions/:id/proposal", async (request, reply) => {
    const designer = requireRole(request, "designer");
    const loaded = assertDesignerOf(designer, await loadIntro(request.params));
    await reviseProposal(matching, loaded, parseInput(proposalInput, request.body));
    return reply.code(204).send();
  });

  app.post("/introductions/:id/choose", async (request, reply) => {
    const user = requireRole(request, "client", "admin");
    const loaded = await loadIntro(request.params);
    assertClientOf(user, loaded.request, { read: false });
    await choose(matching, user, loaded);
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
    const { body } = parseInput(messageInput, request.body);
    return reply.code(201).send(await postMessage(matching, user, loaded, body));
  });
}
