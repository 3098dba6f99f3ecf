import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { Catalogues } from "#shared/i18n/catalogues.ts";
import { PROFILE_FIELD_ORDER, profileUpdateSchema } from "#shared/profile/schema.ts";
import { requireUser } from "../auth/guards.ts";
import type { Db } from "../db/client.ts";
import { badRequest, HttpError } from "../lib/http-errors.ts";
import { perLocale } from "../lib/i18n/request-messages.ts";
import { MAX_UPLOAD_BYTES } from "../lib/images/limits.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { parseInput } from "../lib/validate.ts";
import { dataExportFileName, dataExportJson, exportUserData } from "./data-export.ts";
import { removeProfilePhoto, setProfilePhoto } from "./photo.ts";
import { toProfile, updateProfile } from "./service.ts";

/** Every signed-in user reads and edits only their own profile (spec 2 §6), and downloads their own data. */
export async function profileRoutes(
  app: FastifyInstance,
  { db, catalogues, publicUrl }: { db: Db; catalogues: Catalogues; publicUrl: string },
) {
  const schema = perLocale(catalogues, (m) => profileUpdateSchema(m.profile));

  app.get("/user/profile", async (request, reply) => {
    reply.header("cache-control", "no-store");
    return toProfile(requireUser(request));
  });

  app.patch("/user/profile", async (request) => {
    const user = requireUser(request);
    const changes = parseInput(schema(request.locale), request.body, request.locale, PROFILE_FIELD_ORDER);
    return updateProfile(db, user, changes);
  });

  app.get("/user/export", async (request, reply) => {
    const user = requireUser(request);
    const data = await exportUserData(db, user, request.messages);
    return reply
      .header("cache-control", "no-store")
      .header("content-disposition", `attachment; filename="${dataExportFileName(new Date())}"`)
      .type("application/json; charset=utf-8")
      .send(dataExportJson(data, publicUrl));
  });
}

/** The user's own photo: one image, through the shared pipeline. */
export async function profilePhotoRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Db; storage: Storage },
) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.put("/user/profile/photo", { bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024 }, async (request) => {
    const user = requireUser(request);
    const none = () => badRequest((m) => m.requests.images.none);
    if (!request.isMultipart()) throw none();
    const part = await request.file();
    if (!part) throw none();
    const data = await part.toBuffer();
    if (part.file.truncated) throw new HttpError(413, (m) => m.requests.images.tooLarge);
    return { profileImageUrl: await setProfilePhoto(db, storage, user, data) };
  });

  app.delete("/user/profile/photo", async (request, reply) => {
    await removeProfilePhoto(db, storage, requireUser(request));
    return reply.code(204).send();
  });
}
