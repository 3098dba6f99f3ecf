import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  featuredChangeSchema,
  imageStateSchema,
  MAX_PORTFOLIO_IMAGES,
  PORTFOLIO_FIELD_ORDER,
  portfolioItemSchema,
} from "#shared/designs/portfolio.ts";
import { designSchema } from "#shared/designs/responses.ts";
import type { Catalogues } from "#shared/i18n/catalogues.ts";
import { signedIn } from "../auth/guards.ts";
import type { Db } from "../db/client.ts";
import { localized, noContent, pathParams } from "../lib/http/declared-schemas.ts";
import { badRequest } from "../lib/http-errors.ts";
import { perLocale } from "../lib/i18n/request-messages.ts";
import { MAX_UPLOAD_BYTES } from "../lib/images/limits.ts";
import {
  type ReceivedUploads,
  type UploadRefusals,
  withReceivedUploads,
} from "../lib/images/receive-uploads.ts";
import { WRITE_LIMITS } from "../lib/security/write-limits.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { parseInput } from "../lib/validate.ts";
import { addImages, replaceImages } from "./portfolio-images.ts";
import { assertCanManage, assertNamesDesigner, ownerFor } from "./portfolio-policy.ts";
import {
  createItem,
  deleteItem,
  findDesignRow,
  listDesignerItems,
  presentDesign,
  setFeatured,
  updateItem,
} from "./portfolio-service.ts";

/** A malformed id is simply an item that does not exist. */
const itemParams = pathParams({ id: z.uuid() }, (m) => m.designs.portfolio.errors.notFound);
const itemFields = localized((m) => portfolioItemSchema(m.designs.portfolio), {
  fieldOrder: PORTFOLIO_FIELD_ORDER,
});
const imageRefusals: UploadRefusals = {
  none: (m) => m.designs.portfolio.images.none,
  tooLarge: (m) => m.designs.portfolio.images.tooLarge,
  tooMany: (m) => m.designs.portfolio.images.tooMany,
};

/** Portfolio management (spec 2 §7): designers their own items, admins every item and the featured flag. */
export async function portfolioRoutes(
  app: FastifyInstance,
  { db, storage, catalogues }: { db: Db; storage: Storage; catalogues: Catalogues },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const imageState = perLocale(catalogues, (m) => imageStateSchema(m.designs.portfolio));

  /** The item named by the path, if this user may change it. */
  async function loadItem(request: FastifyRequest<{ Params: { id: string } }>) {
    const user = signedIn(request);
    return { user, row: assertCanManage(user, await findDesignRow(db, request.params.id)) };
  }

  api.post(
    "/portfolio",
    {
      config: { access: ["admin", "designer"] },
      // An admin acts for a designer, so must name one: checked before the other fields, as the dialog does.
      preValidation: async (request) => assertNamesDesigner(signedIn(request), request.body),
      schema: {
        tags: ["portfolio"],
        summary: "Add a portfolio item (without images; they are uploaded next)",
        description: "`designerId` names the owner: required of admins, ignored for designers.",
        body: itemFields,
        response: { 201: designSchema },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      return reply
        .code(201)
        .send(await createItem(db, ownerFor(user, request.body.designerId), request.body, request.locale));
    },
  );

  api.patch(
    "/portfolio/:id",
    {
      config: { access: ["admin", "designer"] },
      schema: {
        tags: ["portfolio"],
        summary: "Edit a portfolio item's fields",
        description: "A designer edits only their own items; an admin may also hand one to another designer.",
        params: itemParams,
        body: itemFields,
        response: { 200: designSchema },
      },
    },
    async (request) => {
      const { user, row } = await loadItem(request);
      // A designer's item stays theirs; an admin may hand it to another designer.
      const newOwner = user.role === "admin" ? request.body.designerId : undefined;
      return updateItem(db, row, newOwner, request.body, request.locale);
    },
  );

  api.delete(
    "/portfolio/:id",
    {
      config: { access: ["admin", "designer"] },
      schema: {
        tags: ["portfolio"],
        summary: "Delete a portfolio item and its images",
        params: itemParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const { row } = await loadItem(request);
      await deleteItem(db, storage, row);
      return reply.code(204).send(null);
    },
  );

  api.patch(
    "/portfolio/:id/featured",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["portfolio"],
        summary: "Feature a portfolio item on the home page, or stop featuring it",
        params: itemParams,
        body: localized((m) => featuredChangeSchema(m.designs.portfolio)),
        response: { 200: designSchema },
      },
    },
    async (request) => {
      const { row } = await loadItem(request);
      return setFeatured(db, row, request.body.isFeatured, request.locale);
    },
  );

  api.get(
    "/designer/portfolio",
    {
      config: { access: ["designer"] },
      schema: {
        tags: ["portfolio"],
        summary: "The signed-in designer's own items, newest first",
        response: { 200: z.array(designSchema) },
      },
    },
    async (request) => listDesignerItems(db, signedIn(request).id, request.locale),
  );

  // Images: 1 to 5 an item, 10 MB each (spec 2 §5, §9). One file more than allowed is read, so
  // it is refused with the spec's message rather than the parser's.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_PORTFOLIO_IMAGES + 1,
      fields: 2,
      fieldSize: 16 * 1024,
      parts: MAX_PORTFOLIO_IMAGES + 3,
    },
  });
  const bodyLimit = (MAX_PORTFOLIO_IMAGES + 1) * MAX_UPLOAD_BYTES + 1024 * 1024;

  /** The `images` files and the `imageState` field of a multipart body, received for `work`. */
  const withUpload = <T>(request: FastifyRequest, work: (uploads: ReceivedUploads) => Promise<T>) =>
    withReceivedUploads(
      request,
      { refusals: imageRefusals, field: "images", maxFiles: MAX_PORTFOLIO_IMAGES },
      work,
    );

  api.post(
    "/portfolio/:id/images",
    {
      config: { access: ["admin", "designer"], writeLimit: WRITE_LIMITS.images },
      bodyLimit,
      schema: {
        tags: ["portfolio"],
        summary: "Add images to a portfolio item (multipart/form-data: `images` files)",
        consumes: ["multipart/form-data"],
        params: itemParams,
        response: { 200: designSchema },
      },
    },
    async (request) => {
      const { row } = await loadItem(request);
      await withUpload(request, ({ files }) => addImages(db, storage, row, files));
      return presentDesign(db, row.id, request.locale);
    },
  );

  api.put(
    "/portfolio/:id/images",
    {
      config: { access: ["admin", "designer"], writeLimit: WRITE_LIMITS.images },
      bodyLimit,
      schema: {
        tags: ["portfolio"],
        summary: "Set a portfolio item's final images: kept ones, new files, their order and the main one",
        description:
          "multipart/form-data: `imageState`, a JSON array of `{ isMain, isExisting, existingUrl, order }`, " +
          "and the new `images` files in the order their entries name them.",
        consumes: ["multipart/form-data"],
        params: itemParams,
        response: { 200: designSchema },
      },
    },
    async (request) => {
      const { row } = await loadItem(request);
      await withUpload(request, ({ files, fields }) => {
        let entries: unknown;
        try {
          entries = JSON.parse(fields.imageState ?? "");
        } catch {
          throw badRequest((m) => m.designs.portfolio.images.stateInvalid);
        }
        // A field inside a multipart body, so read here rather than declared.
        const finalImages = parseInput(imageState(request.locale), entries, request.locale);
        return replaceImages(db, storage, row, finalImages, files);
      });
      return presentDesign(db, row.id, request.locale);
    },
  );
}
