import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  featuredChangeSchema,
  imageStateSchema,
  MAX_PORTFOLIO_IMAGES,
  PORTFOLIO_FIELD_ORDER,
  portfolioItemSchema,
} from "#shared/designs/portfolio.ts";
import type { Catalogues } from "#shared/i18n/catalogues.ts";
import type { Db } from "../db/client.ts";
import { badRequest, HttpError, notFound } from "../lib/http-errors.ts";
import { perLocale } from "../lib/i18n/request-messages.ts";
import { MAX_UPLOAD_BYTES } from "../lib/images/limits.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { parseInput } from "../lib/validate.ts";
import { addImages, replaceImages } from "./portfolio-images.ts";
import {
  assertCanFeature,
  assertCanManage,
  ownerFor,
  requireDesigner,
  requirePortfolioUser,
} from "./portfolio-policy.ts";
import {
  createItem,
  deleteItem,
  findDesignRow,
  listDesignerItems,
  presentDesign,
  setFeatured,
  updateItem,
} from "./portfolio-service.ts";

const idParams = z.object({ id: z.uuid() });
const tooManyImages = () => badRequest((m) => m.designs.portfolio.images.tooMany);

/** Portfolio management (spec 2 §7): designers their own items, admins every item and the featured flag. */
export async function portfolioRoutes(
  app: FastifyInstance,
  { db, storage, catalogues }: { db: Db; storage: Storage; catalogues: Catalogues },
) {
  const fields = perLocale(catalogues, (m) => portfolioItemSchema(m.designs.portfolio));
  const adminFields = perLocale(catalogues, (m) =>
    portfolioItemSchema(m.designs.portfolio, { designerRequired: true }),
  );
  const imageState = perLocale(catalogues, (m) => imageStateSchema(m.designs.portfolio));
  const featuredChange = perLocale(catalogues, (m) => featuredChangeSchema(m.designs.portfolio));

  /** The item named by the path, if this user may change it; a malformed id is simply not found. */
  async function loadItem(request: FastifyRequest) {
    const user = requirePortfolioUser(request);
    const parsed = idParams.safeParse(request.params);
    if (!parsed.success) throw notFound((m) => m.designs.portfolio.errors.notFound);
    return { user, row: assertCanManage(user, await findDesignRow(db, parsed.data.id)) };
  }

  app.post("/portfolio", async (request, reply) => {
    const user = requirePortfolioUser(request);
    const { locale } = request;
    const schema = (user.role === "admin" ? adminFields : fields)(locale);
    const input = parseInput(schema, request.body, locale, PORTFOLIO_FIELD_ORDER);
    return reply.code(201).send(await createItem(db, ownerFor(user, input.designerId), input));
  });

  app.patch("/portfolio/:id", async (request) => {
    const { user, row } = await loadItem(request);
    const input = parseInput(fields(request.locale), request.body, request.locale, PORTFOLIO_FIELD_ORDER);
    // A designer's item stays theirs; an admin may hand it to another designer.
    return updateItem(db, row, user.role === "admin" ? input.designerId : undefined, input);
  });

  app.delete("/portfolio/:id", async (request, reply) => {
    const { row } = await loadItem(request);
    await deleteItem(db, storage, row);
    return reply.code(204).send();
  });

  app.patch("/portfolio/:id/featured", async (request) => {
    assertCanFeature(requirePortfolioUser(request));
    const { row } = await loadItem(request);
    const { isFeatured } = parseInput(featuredChange(request.locale), request.body, request.locale);
    return setFeatured(db, row, isFeatured);
  });

  app.get("/designer/portfolio", async (request) => listDesignerItems(db, requireDesigner(request).id));

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
  const uploadLimit = { bodyLimit: (MAX_PORTFOLIO_IMAGES + 1) * MAX_UPLOAD_BYTES + 1024 * 1024 };

  /** The `images` files and the `imageState` field of a multipart body. */
  async function readUpload(request: FastifyRequest) {
    if (!request.isMultipart()) throw badRequest((m) => m.designs.portfolio.images.none);
    const files: Buffer[] = [];
    let state: string | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === "field") {
          if (part.fieldname === "imageState") state = String(part.value);
          continue;
        }
        const data = await part.toBuffer();
        if (part.file.truncated) throw new HttpError(413, (m) => m.designs.portfolio.images.tooLarge);
        if (part.fieldname === "images") files.push(data);
      }
    } catch (error) {
      if ((error as { code?: string }).code === "FST_FILES_LIMIT") throw tooManyImages();
      throw error;
    }
    if (files.length > MAX_PORTFOLIO_IMAGES) throw tooManyImages();
    return { files, state };
  }

  app.post("/portfolio/:id/images", uploadLimit, async (request) => {
    const { row } = await loadItem(request);
    const { files } = await readUpload(request);
    await addImages(db, storage, row, files);
    return presentDesign(db, row.id);
  });

  app.put("/portfolio/:id/images", uploadLimit, async (request) => {
    const { row } = await loadItem(request);
    const { files, state } = await readUpload(request);
    let entries: unknown;
    try {
      entries = JSON.parse(state ?? "");
    } catch {
      throw badRequest((m) => m.designs.portfolio.images.stateInvalid);
    }
    const finalImages = parseInput(imageState(request.locale), entries, request.locale);
    await replaceImages(db, storage, row, finalImages, files);
    return presentDesign(db, row.id);
  });
}
