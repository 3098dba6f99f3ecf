import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MAX_REQUEST_IMAGES } from "#shared/requests/constants.ts";
import { deskQuerySchema } from "#shared/requests/desk-query.ts";
import {
  newRequestSchema,
  REQUEST_FIELD_ORDER,
  requestUpdateSchema,
  statusChangeSchema,
} from "#shared/requests/schema.ts";
import { requireUser } from "../auth/guards.ts";
import { badRequest, HttpError, notFound } from "../lib/http-errors.ts";
import { perLocale } from "../lib/i18n/request-messages.ts";
import { MAX_UPLOAD_BYTES } from "../lib/images/limits.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { parseInput } from "../lib/validate.ts";
import { notifyAdmins } from "../notifications/notify.ts";
import { newRequestNotice } from "../notifications/request-notices.ts";
import { exportFileName, exportRequestsCsv } from "./csv-export.ts";
import { listDeskRequests, summarizeRequests } from "./desk.ts";
import { addRequestImages, deleteRequestImage, readRequestImage } from "./images.ts";
import {
  assertCanChangeStatus,
  assertCanDelete,
  assertCanEdit,
  assertCanRead,
  assertCanSeePhotos,
  assertInReview,
  requireDeskUser,
  requireRequestUser,
} from "./policy.ts";
import {
  createRequest,
  deleteRequest,
  findRequest,
  listClientRequests,
  presentRequest,
  setRequestStatus,
  updateRequest,
} from "./service.ts";

const idParams = z.object({ id: z.uuid() });
const imageParams = z.object({ imageId: z.uuid() });

export async function requestRoutes(
  app: FastifyInstance,
  { storage, ...mail }: MailContext & { storage: Storage },
) {
  const { db, catalogues } = mail;
  const create = perLocale(catalogues, (m) => newRequestSchema(m.requests));
  const update = perLocale(catalogues, (m) => requestUpdateSchema(m.requests));

  /** The request named by the path, if this user may reach it; a malformed id is simply not found. */
  async function loadRequest(params: unknown) {
    const parsed = idParams.safeParse(params);
    if (!parsed.success) throw notFound((m) => m.requests.errors.notFound);
    return findRequest(db, parsed.data.id);
  }

  function imageId(params: unknown): string {
    const parsed = imageParams.safeParse(params);
    if (!parsed.success) throw notFound((m) => m.requests.images.notFound);
    return parsed.data.imageId;
  }

  // The client is always the signed-in user and the status always 'submitted': the payload's are ignored.
  app.post("/forms", async (request, reply) => {
    const user = requireRequestUser(request);
    const details = parseInput(create(request.locale), request.body, request.locale, REQUEST_FIELD_ORDER);
    const created = await createRequest(db, user.id, details);
    // The request is saved: telling the admins may fail without failing the client.
    await notifyAdmins(mail, newRequestNotice(created), request.log).catch((error) =>
      request.log.warn({ err: error, requestId: created.id }, "admins could not be notified of a request"),
    );
    return reply.code(201).send(created);
  });

  app.get("/forms", async (request) => {
    requireDeskUser(request);
    return listDeskRequests(db, parseInput(deskQuerySchema, request.query, request.locale));
  });

  app.get("/forms/summary", async (request) => {
    requireDeskUser(request);
    return summarizeRequests(db);
  });

  app.get("/forms/export.csv", async (request, reply) => {
    requireDeskUser(request);
    const { q, status, client } = parseInput(deskQuerySchema, request.query, request.locale);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${exportFileName(new Date())}"`)
      .header("cache-control", "no-store")
      .send(exportRequestsCsv(db, { q, status, client }));
  });

  app.get("/client/forms", async (request) => listClientRequests(db, requireRequestUser(request).id));

  for (const path of ["/forms/:id", "/client/forms/:id"]) {
    app.get(path, async (request) => {
      const user = requireRequestUser(request);
      return presentRequest(db, assertCanRead(user, await loadRequest(request.params)));
    });
  }

  app.put("/forms/:id", async (request) => {
    const user = requireRequestUser(request);
    const row = assertCanEdit(user, await loadRequest(request.params));
    const details = parseInput(update(request.locale), request.body, request.locale, REQUEST_FIELD_ORDER);
    return updateRequest(db, row, details, user.role !== "admin");
  });

  // PATCH carries either an admin's {status} (confirm or revert) or the edited fields.
  app.patch("/forms/:id", async (request) => {
    const user = requireRequestUser(request);
    const body = request.body as Record<string, unknown> | null;
    if (body && typeof body === "object" && "status" in body && Object.keys(body).length === 1) {
      assertCanChangeStatus(user);
      const row = assertInReview(assertCanRead(user, await loadRequest(request.params)));
      const { status } = parseInput(statusChangeSchema, body, request.locale);
      return setRequestStatus(db, row, status, user.id);
    }
    const row = assertCanEdit(user, await loadRequest(request.params));
    const details = parseInput(update(request.locale), request.body, request.locale, REQUEST_FIELD_ORDER);
    return updateRequest(db, row, details, user.role !== "admin");
  });

  // Inspiration photos: at most 20 a request, 10 MB each, images only (spec 2 §5, §9).
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_REQUEST_IMAGES,
      fields: 5,
      parts: MAX_REQUEST_IMAGES + 5,
    },
  });

  app.post(
    "/forms/:id/images",
    { bodyLimit: MAX_REQUEST_IMAGES * MAX_UPLOAD_BYTES + 1024 * 1024 },
    async (request) => {
      const user = requireRequestUser(request);
      const row = assertCanEdit(user, await loadRequest(request.params));
      if (!request.isMultipart()) throw badRequest((m) => m.requests.images.none);
      const uploads: Buffer[] = [];
      for await (const part of request.files()) {
        const data = await part.toBuffer();
        if (part.file.truncated) throw new HttpError(413, (m) => m.requests.images.tooLarge);
        uploads.push(data);
      }
      await addRequestImages(db, storage, row, uploads);
      return presentRequest(db, row);
    },
  );

  app.get("/forms/:id/images/:imageId", async (request, reply) => {
    const row = await assertCanSeePhotos(db, requireUser(request), await loadRequest(request.params));
    const image = await readRequestImage(db, storage, row.id, imageId(request.params));
    // Photos of someone's home: never kept by shared caches.
    return reply.header("cache-control", "private, max-age=3600").type(image.contentType).send(image.data);
  });

  app.delete("/forms/:id/images/:imageId", async (request, reply) => {
    const user = requireRequestUser(request);
    const row = assertCanEdit(user, await loadRequest(request.params));
    await deleteRequestImage(db, storage, row.id, imageId(request.params));
    return reply.code(204).send();
  });

  app.delete("/forms/:id", async (request, reply) => {
    const user = requireRequestUser(request);
    await deleteRequest(db, storage, assertCanDelete(user, await loadRequest(request.params)));
    return reply.code(204).send();
  });
}
