import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAX_REQUEST_IMAGES } from "#shared/requests/constants.ts";
import { deskQuerySchema } from "#shared/requests/desk-query.ts";
import { designRequestSchema, deskPageSchema, deskSummarySchema } from "#shared/requests/responses.ts";
import {
  newRequestSchema,
  REQUEST_FIELD_ORDER,
  requestPatchSchema,
  requestUpdateSchema,
} from "#shared/requests/schema.ts";
import { signedIn } from "../auth/guards.ts";
import { localized, noContent, pathParams } from "../lib/http/declared-schemas.ts";
import { MAX_UPLOAD_BYTES } from "../lib/images/limits.ts";
import { type UploadRefusals, withReceivedUploads } from "../lib/images/receive-uploads.ts";
import type { JobQueue } from "../lib/jobs/job-queue.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { WRITE_LIMITS } from "../lib/security/write-limits.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { exportFileName, exportRequestsCsv } from "./csv-export.ts";
import { listDeskRequests, summarizeRequests } from "./desk.ts";
import { addRequestImages, deleteRequestImage, readRequestImage } from "./images.ts";
import {
  assertCanChangeStatus,
  assertCanCreate,
  assertCanDelete,
  assertCanEdit,
  assertCanRead,
  assertCanSeePhotos,
  assertInReview,
} from "./policy.ts";
import { listClientRequests } from "./request-list.ts";
import {
  createRequest,
  deleteRequest,
  findRequest,
  presentRequest,
  setRequestStatus,
  updateRequest,
} from "./service.ts";

/** Spec 1 §6, spec 2 §6: only clients and admins have requests; designers are refused (403). */
const requesters = ["client", "admin"] as const;
/** Spec 2 §6: the review desk (every client's requests, their summary and export) is for admins. */
const desk = ["admin"] as const;

/** A malformed id is simply a request that does not exist. */
const requestParams = pathParams({ id: z.uuid() }, (m) => m.requests.errors.notFound);
/** A photo's address; a malformed part of it names no photo. */
const imageParams = pathParams({ id: z.uuid(), imageId: z.uuid() }, (m) => m.requests.images.notFound);
const requestFields = { fieldOrder: REQUEST_FIELD_ORDER };
const photoRefusals: UploadRefusals = {
  none: (m) => m.requests.images.none,
  tooLarge: (m) => m.requests.images.tooLarge,
  tooMany: (m) => m.requests.images.tooMany,
};
/** A file's bytes, sent as they are (a stream or a buffer), never through JSON. */
const fileBytes = (description: string) => z.any().meta({ type: "string", format: "binary", description });

export async function requestRoutes(
  app: FastifyInstance,
  { storage, jobs, ...mail }: MailContext & { storage: Storage; jobs: JobQueue },
) {
  const { db } = mail;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The client is always the signed-in user and the status always 'submitted': the payload's are ignored.
  api.post(
    "/forms",
    {
      config: { access: requesters, writeLimit: WRITE_LIMITS.requests },
      schema: {
        tags: ["requests"],
        summary: "Submit a design request (spec 1 §5); the admins are told (a job queued with it)",
        body: localized((m) => newRequestSchema(m.requests), requestFields),
        response: { 201: designRequestSchema },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      assertCanCreate(user);
      const row = await createRequest(db, jobs, user.id, request.body);
      return reply.code(201).send(await presentRequest(db, row));
    },
  );

  api.get(
    "/forms",
    {
      config: { access: desk },
      schema: {
        tags: ["requests"],
        summary: "The review desk: every client's requests, filtered and paged (spec 2 §2)",
        querystring: deskQuerySchema,
        response: { 200: deskPageSchema },
      },
    },
    async (request) => listDeskRequests(db, request.query),
  );

  api.get(
    "/forms/summary",
    {
      config: { access: desk },
      schema: {
        tags: ["requests"],
        summary: "How many requests there are in each status",
        response: { 200: deskSummarySchema },
      },
    },
    async () => summarizeRequests(db),
  );

  api.get(
    "/forms/export.csv",
    {
      config: { access: desk },
      schema: {
        tags: ["requests"],
        summary: "The desk's filtered requests as a CSV file (spec 2 §3)",
        querystring: deskQuerySchema,
        response: {
          200: {
            description: "One row a request, newest first, times in Hong Kong time",
            content: { "text/csv": { schema: fileBytes("The CSV text") } },
          },
        },
      },
    },
    async (request, reply) => {
      const { q, status, client } = request.query;
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportFileName(new Date())}"`)
        .header("cache-control", "no-store")
        .send(exportRequestsCsv(db, { q, status, client }));
    },
  );

  api.get(
    "/client/forms",
    {
      config: { access: requesters },
      schema: {
        tags: ["requests"],
        summary: "The signed-in user's own requests, newest first",
        response: { 200: z.array(designRequestSchema) },
      },
    },
    async (request) => listClientRequests(db, signedIn(request).id),
  );

  for (const path of ["/forms/:id", "/client/forms/:id"]) {
    api.get(
      path,
      {
        config: { access: requesters },
        schema: {
          tags: ["requests"],
          summary: "One request: a client's own, or any for an admin",
          params: requestParams,
          response: { 200: designRequestSchema },
        },
      },
      async (request) =>
        presentRequest(db, assertCanRead(signedIn(request), await findRequest(db, request.params.id))),
    );
  }

  api.put(
    "/forms/:id",
    {
      config: { access: requesters },
      schema: {
        tags: ["requests"],
        summary: "Edit a request (a client's only while submitted; it stays submitted)",
        params: requestParams,
        body: localized((m) => requestUpdateSchema(m.requests), requestFields),
        response: { 200: designRequestSchema },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const row = assertCanEdit(user, await findRequest(db, request.params.id));
      return updateRequest(db, row, request.body, user.role !== "admin");
    },
  );

  api.patch(
    "/forms/:id",
    {
      config: { access: requesters },
      schema: {
        tags: ["requests"],
        summary: "An admin's status change (confirm or revert, spec 2 §4), or an edit as PUT",
        description:
          "A body of `status` alone is a status change, which only admins may make (403 otherwise).",
        params: requestParams,
        body: localized((m) => requestPatchSchema(m.requests), requestFields),
        response: { 200: designRequestSchema },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const change = request.body;
      if ("status" in change) {
        assertCanChangeStatus(user);
        const row = assertInReview(assertCanRead(user, await findRequest(db, request.params.id)));
        return setRequestStatus(db, row, change.status, user.id);
      }
      const row = assertCanEdit(user, await findRequest(db, request.params.id));
      return updateRequest(db, row, change, user.role !== "admin");
    },
  );

  // Inspiration photos: at most 20 a request, 10 MB each, images only (spec 2 §5, §9).
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_REQUEST_IMAGES,
      fields: 5,
      parts: MAX_REQUEST_IMAGES + 5,
    },
  });

  api.post(
    "/forms/:id/images",
    {
      bodyLimit: MAX_REQUEST_IMAGES * MAX_UPLOAD_BYTES + 1024 * 1024,
      config: { access: requesters, writeLimit: WRITE_LIMITS.images },
      schema: {
        tags: ["requests"],
        summary: "Add photos of the home (multipart, images only, 10 MB each, 20 a request)",
        params: requestParams,
        response: { 200: designRequestSchema },
      },
    },
    async (request) => {
      const row = assertCanEdit(signedIn(request), await findRequest(db, request.params.id));
      await withReceivedUploads(
        request,
        { refusals: photoRefusals, maxFiles: MAX_REQUEST_IMAGES },
        (uploads) => addRequestImages(db, storage, row, uploads.files),
      );
      return presentRequest(db, row);
    },
  );

  api.get(
    "/forms/:id/images/:imageId",
    {
      // Designers too, once the request is introduced to them (the policy checks).
      config: { access: "signed-in" },
      schema: {
        tags: ["requests"],
        summary: "One photo of a request, for its client, the admins and its introduced designers",
        params: imageParams,
        response: {
          200: { description: "The photo", content: { "image/*": { schema: fileBytes("The image") } } },
        },
      },
    },
    async (request, reply) => {
      const row = await assertCanSeePhotos(db, signedIn(request), await findRequest(db, request.params.id));
      const image = await readRequestImage(db, storage, row.id, request.params.imageId);
      // Photos of someone's home: never kept by shared caches.
      return reply.header("cache-control", "private, max-age=3600").type(image.contentType).send(image.data);
    },
  );

  api.delete(
    "/forms/:id/images/:imageId",
    {
      config: { access: requesters },
      schema: {
        tags: ["requests"],
        summary: "Remove a photo while the request may be edited",
        params: imageParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const row = assertCanEdit(signedIn(request), await findRequest(db, request.params.id));
      await deleteRequestImage(db, storage, row.id, request.params.imageId);
      return reply.code(204).send(null);
    },
  );

  api.delete(
    "/forms/:id",
    {
      config: { access: requesters },
      schema: {
        tags: ["requests"],
        summary: "Delete a request before any designer is introduced (later it is withdrawn)",
        params: requestParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteRequest(
        db,
        storage,
        assertCanDelete(signedIn(request), await findRequest(db, request.params.id)),
      );
      return reply.code(204).send(null);
    },
  );
}
