import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { displayName } from "#shared/auth/display.ts";
import type { Catalogues } from "#shared/i18n/catalogues.ts";
import { MAX_CREDENTIAL_BYTES } from "#shared/trust/constants.ts";
import {
  CREDENTIAL_FIELD_ORDER,
  credentialFieldsSchema,
  credentialQueueQuerySchema,
  credentialQueueSchema,
  credentialSchema,
  ownCredentialsSchema,
  rejectCredentialSchema,
  verifyCredentialSchema,
} from "#shared/trust/credentials.ts";
import { signedIn } from "../auth/guards.ts";
import type { Db } from "../db/client.ts";
import { localized, pathParams } from "../lib/http/declared-schemas.ts";
import { badRequest, type ErrorText, notFound } from "../lib/http-errors.ts";
import { perLocale } from "../lib/i18n/request-messages.ts";
import { type UploadRefusals, withReceivedUploads } from "../lib/images/receive-uploads.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { WRITE_LIMITS } from "../lib/security/write-limits.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { parseInput } from "../lib/validate.ts";
import { notify, notifyAdmins } from "../notifications/notify.ts";
import { assertCanReadCredential, assertCanReview, assertCanUpload } from "./credential-policy.ts";
import {
  findCredential,
  listCredentialQueue,
  listOwnCredentials,
  presentCredential,
  rejectCredential,
  uploadCredential,
  verifyCredential,
} from "./credentials.ts";
import { checkDocument, safeFileName } from "./documents.ts";

const credentialNotFound: ErrorText = (m) => m.proofOfTrust.errors.notFound;
/** A malformed id is simply a credential that does not exist. */
const credentialParams = pathParams({ id: z.uuid() }, credentialNotFound);
const MEGABYTES = MAX_CREDENTIAL_BYTES / 1024 / 1024;
const documentRefusals: UploadRefusals = {
  none: (m) => m.proofOfTrust.validation.noFile,
  tooLarge: (m) => m.proofOfTrust.validation.tooLarge(MEGABYTES),
  tooMany: (m) => m.proofOfTrust.validation.tooManyFiles,
};
const fileBytes = (description: string) => z.any().meta({ type: "string", format: "binary", description });

/**
 * Proof of trust (issue 22 §4): designers send credentials privately, admins verify or reject them.
 * Every route declares its roles; credential-policy.ts decides whose credential each may touch.
 */
export async function credentialRoutes(
  app: FastifyInstance,
  { storage, ...mail }: MailContext & { storage: Storage; catalogues: Catalogues },
) {
  const db: Db = mail.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const fieldsFor = perLocale(mail.catalogues, (m) => credentialFieldsSchema(m.proofOfTrust));

  api.get(
    "/designer/credentials",
    {
      config: { access: ["designer"] },
      schema: {
        tags: ["credentials"],
        summary:
          "The signed-in designer's credentials: per kind the verified one and the one waiting or rejected",
        response: { 200: ownCredentialsSchema },
      },
    },
    async (request) => listOwnCredentials(db, signedIn(request).id),
  );

  // One document an upload, 8 MB at most; one file more is read so it is refused in our words.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_CREDENTIAL_BYTES, files: 2, fields: 6, fieldSize: 1024, parts: 8 },
  });

  api.post(
    "/designer/credentials",
    {
      config: { access: ["designer"], writeLimit: WRITE_LIMITS.images },
      bodyLimit: 2 * MAX_CREDENTIAL_BYTES + 64 * 1024,
      schema: {
        tags: ["credentials"],
        summary:
          "Send a credential for verification (multipart: `document` file; `kind`, `reference`, `insurer`, `expiresOn`)",
        description:
          "The document is a PDF, JPEG, PNG or WebP (by its content), 8 MB at most, kept privately. It takes the place " +
          "of the one of its kind waiting or rejected; a verified one stays shown until this one is verified, and may be " +
          "renewed only within 30 days of its expiry.",
        consumes: ["multipart/form-data"],
        response: { 201: credentialSchema },
      },
    },
    async (request, reply) => {
      const designer = assertCanUpload(signedIn(request));
      const row = await withReceivedUploads(
        request,
        { refusals: documentRefusals, field: "document", maxFiles: 1 },
        async ({ files, names, fields }) => {
          // Fields inside a multipart body, so read here rather than declared.
          const checked = parseInput(
            fieldsFor(request.locale),
            fields,
            request.locale,
            CREDENTIAL_FIELD_ORDER,
          );
          const [path] = files;
          if (!path) throw badRequest(documentRefusals.none);
          const document = await checkDocument(path);
          return uploadCredential(db, storage, designer, checked, {
            ...document,
            fileName: safeFileName(names[0], document.extension),
          });
        },
      );
      await notifyAdmins(
        mail,
        {
          facts: {
            kind: "credential.submitted",
            designer: displayName(designer) || designer.email,
            credential: row.kind,
          },
          link: "/dashboard/credentials",
        },
        request.log,
      );
      return reply.code(201).send(presentCredential(row));
    },
  );

  api.get(
    "/credentials/:id/document",
    {
      config: { access: ["designer", "admin"] },
      schema: {
        tags: ["credentials"],
        summary: "A credential's private document: for its designer and the admins only",
        params: credentialParams,
        response: {
          200: {
            description: "The document as sent",
            content: {
              "application/pdf": { schema: fileBytes("The document") },
              "image/*": { schema: fileBytes("The document") },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const row = assertCanReadCredential(signedIn(request), await findCredential(db, request.params.id));
      const data = await storage.get(row.storageKey);
      if (!data) throw notFound(credentialNotFound);
      // Shown in the browser's own viewer, never cached by anyone else, never read as another type.
      return reply
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", `inline; filename="${row.fileName}"`)
        .type(row.contentType)
        .send(data);
    },
  );

  api.get(
    "/admin/credentials",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["credentials"],
        summary: "The credentials to check (by default those waiting, oldest first), with the count waiting",
        querystring: credentialQueueQuerySchema,
        response: { 200: credentialQueueSchema },
      },
    },
    async (request) => listCredentialQueue(db, request.query.state),
  );

  api.post(
    "/admin/credentials/:id/verify",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["credentials"],
        summary: "Verify a waiting credential, optionally correcting its expiry date; the designer is told",
        description: "Of two admins at once, one verifies and the other is answered 409.",
        params: credentialParams,
        body: localized((m) => verifyCredentialSchema(m.proofOfTrust)),
        response: { 200: credentialSchema },
      },
    },
    async (request) => {
      const admin = signedIn(request);
      const row = assertCanReview(admin, await findCredential(db, request.params.id));
      const verified = await verifyCredential(db, storage, row, admin, request.body.expiresOn);
      await notify(
        mail,
        {
          userIds: [verified.designerId],
          facts: { kind: "credential.verified", credential: verified.kind, validUntil: verified.expiresOn },
          link: "/dashboard/profile#credentials",
        },
        request.log,
      );
      return presentCredential(verified);
    },
  );

  api.post(
    "/admin/credentials/:id/reject",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["credentials"],
        summary: "Reject a waiting credential with a reason the designer reads",
        params: credentialParams,
        body: localized((m) => rejectCredentialSchema(m.proofOfTrust)),
        response: { 200: credentialSchema },
      },
    },
    async (request) => {
      const admin = signedIn(request);
      const row = assertCanReview(admin, await findCredential(db, request.params.id));
      const rejected = await rejectCredential(db, row, admin, request.body.reason);
      await notify(
        mail,
        {
          userIds: [rejected.designerId],
          facts: {
            kind: "credential.rejected",
            credential: rejected.kind,
            reason: rejected.rejectionReason ?? "",
          },
          link: "/dashboard/profile#credentials",
        },
        request.log,
      );
      return presentCredential(rejected);
    },
  );
}
