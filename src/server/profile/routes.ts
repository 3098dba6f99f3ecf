import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { dataExportSchema, profilePhotoSchema, profileSchema } from "#shared/profile/responses.ts";
import { PROFILE_FIELD_ORDER, profileUpdateSchema } from "#shared/profile/schema.ts";
import { signedIn } from "../auth/guards.ts";
import { currentPasswordRateLimit } from "../auth/password-check-limit.ts";
import type { Db } from "../db/client.ts";
import { localized, noContent } from "../lib/http/declared-schemas.ts";
import { sendJsonText } from "../lib/http/send-json-text.ts";
import { badRequest } from "../lib/http-errors.ts";
import { MAX_UPLOAD_BYTES } from "../lib/images/limits.ts";
import { type UploadRefusals, withReceivedUploads } from "../lib/images/receive-uploads.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { WRITE_LIMITS } from "../lib/security/write-limits.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { dataExportFileName, dataExportJson, exportUserData } from "./data-export.ts";
import { mailEmailChanged } from "./email-change-notice.ts";
import { removeProfilePhoto, setProfilePhoto } from "./photo.ts";
import { toProfile, updateProfile } from "./service.ts";

export interface ProfileRouteOptions extends MailContext {
  /** Current-password checks allowed per address per minute (the account's own limit lives in auth). */
  attemptsPerMinute: number;
}

/** Every signed-in user reads and edits only their own profile (spec 2 §6), and downloads their own data. */
export async function profileRoutes(app: FastifyInstance, options: ProfileRouteOptions) {
  const { db, publicUrl } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/user/profile",
    {
      config: { access: "signed-in" },
      // Refusals too: whoever asks next in this browser may be someone else.
      onRequest: async (_request, reply) => {
        reply.header("cache-control", "no-store");
      },
      schema: {
        tags: ["profile"],
        summary: "The signed-in user's own profile",
        response: { 200: profileSchema },
      },
    },
    async (request) => toProfile(signedIn(request)),
  );

  api.patch(
    "/user/profile",
    {
      config: { access: "signed-in", rateLimit: currentPasswordRateLimit(options.attemptsPerMinute) },
      schema: {
        tags: ["profile"],
        summary: "Edit the signed-in user's profile (a new e-mail needs the current password)",
        description:
          "A new e-mail ends the account's outstanding reset links, and the old address is told by mail.",
        body: localized((m) => profileUpdateSchema(m.profile), { fieldOrder: PROFILE_FIELD_ORDER }),
        response: { 200: profileSchema },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const profile = await updateProfile(db, user, request.body);
      if (profile.email !== user.email) {
        const change = { oldAddress: user.email, newAddress: profile.email, locale: user.locale };
        app.afterAnswer.start(reply, "e-mail change notice", () => mailEmailChanged(options, change));
      }
      return profile;
    },
  );

  api.get(
    "/user/export",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["profile"],
        summary: "Download a copy of everything kept about the signed-in user (a JSON file)",
        response: {
          200: {
            description: "The data export, as an attachment",
            content: { "application/json": { schema: dataExportSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const data = await exportUserData(db, signedIn(request), request.messages);
      reply
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="${dataExportFileName(new Date())}"`);
      return sendJsonText(reply, dataExportJson(data, publicUrl));
    },
  );
}

/** A photo's refusals say what a request photo's do (one file is read, so none is ever too many). */
const photoRefusals: UploadRefusals = {
  none: (m) => m.requests.images.none,
  tooLarge: (m) => m.requests.images.tooLarge,
  tooMany: (m) => m.requests.images.tooMany,
};

/** The user's own photo: one image, through the shared pipeline. */
export async function profilePhotoRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Db; storage: Storage },
) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    "/user/profile/photo",
    {
      config: { access: "signed-in", writeLimit: WRITE_LIMITS.images },
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      schema: {
        tags: ["profile"],
        summary: "Replace the signed-in user's photo (multipart/form-data, one image file)",
        consumes: ["multipart/form-data"],
        response: { 200: profilePhotoSchema },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const profileImageUrl = await withReceivedUploads(
        request,
        { refusals: photoRefusals, maxFiles: 1, firstFileOnly: true },
        ({ files: [photo] }) => {
          if (!photo) throw badRequest(photoRefusals.none);
          return setProfilePhoto(db, storage, user, photo);
        },
      );
      return { profileImageUrl };
    },
  );

  api.delete(
    "/user/profile/photo",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["profile"],
        summary: "Remove the signed-in user's photo",
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await removeProfilePhoto(db, storage, signedIn(request));
      return reply.code(204).send(null);
    },
  );
}
