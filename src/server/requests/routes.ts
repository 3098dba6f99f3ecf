import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Messages } from "#shared/i18n/index.ts";
import { newRequestSchema, REQUEST_FIELD_ORDER, requestUpdateSchema } from "#shared/requests/schema.ts";
import type { Db } from "../db/client.ts";
import { notFound } from "../lib/http-errors.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { parseInput } from "../lib/validate.ts";
import { assertCanDelete, assertCanEdit, assertCanRead, requireRequestUser } from "./policy.ts";
import {
  createRequest,
  deleteRequest,
  findRequest,
  listClientRequests,
  presentRequest,
  updateRequest,
} from "./service.ts";

const idParams = z.object({ id: z.uuid() });

export async function requestRoutes(
  app: FastifyInstance,
  { db, storage, messages }: { db: Db; storage: Storage; messages: Messages },
) {
  const m = messages.requests;
  const create = newRequestSchema(m);
  const update = requestUpdateSchema(m);

  /** The request named by the path, if this user may reach it; a malformed id is simply not found. */
  async function loadRequest(params: unknown) {
    const parsed = idParams.safeParse(params);
    if (!parsed.success) throw notFound(m.errors.notFound);
    return findRequest(db, parsed.data.id);
  }

  // The client is always the signed-in user and the status always 'submitted': the payload's are ignored.
  app.post("/forms", async (request, reply) => {
    const user = requireRequestUser(request);
    const details = parseInput(create, request.body, REQUEST_FIELD_ORDER);
    return reply.code(201).send(await createRequest(db, user.id, details));
  });

  app.get("/client/forms", async (request) => listClientRequests(db, requireRequestUser(request).id));

  for (const path of ["/forms/:id", "/client/forms/:id"]) {
    app.get(path, async (request) => {
      const user = requireRequestUser(request);
      return presentRequest(db, assertCanRead(user, await loadRequest(request.params)));
    });
  }

  for (const method of ["put", "patch"] as const) {
    app[method]("/forms/:id", async (request) => {
      const user = requireRequestUser(request);
      const row = assertCanEdit(user, await loadRequest(request.params));
      const details = parseInput(update, request.body, REQUEST_FIELD_ORDER);
      return updateRequest(db, row, details, user.role !== "admin");
    });
  }

  app.delete("/forms/:id", async (request, reply) => {
    const user = requireRequestUser(request);
    await deleteRequest(db, storage, assertCanDelete(user, await loadRequest(request.params)));
    return reply.code(204).send();
  });
}
