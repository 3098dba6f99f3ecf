import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";
import { DESIGN_STYLES } from "./constants.ts";

/** What the API answers about designs: the public catalogue's allow-list (nothing else reaches a visitor). */

export const ratingSchema = z
  .object({ average: z.number().nullable(), count: z.number().int() })
  .meta({ id: "Rating" });

export const designImageSchema = z
  .object({
    id: z.uuid(),
    imageUrl: z.string().describe("The original; add `?w=&q=&f=` for a variant"),
    width: z.number().int(),
    height: z.number().int(),
    isMain: z.boolean(),
  })
  .meta({ id: "DesignImage" });

/** A design's title and description in one language. */
export const designTextSchema = z
  .object({ title: z.string(), description: z.string() })
  .meta({ id: "DesignText" });

export const designSchema = z
  .object({
    id: z.uuid(),
    title: z.string().describe("In the reader's language, or the other one when only that was written"),
    description: z.string().describe("In the same language as the title"),
    lang: z.enum(LOCALES).describe("The language of the title and description (their `lang` attribute)"),
    isFallback: z
      .boolean()
      .describe("True when the design is not written in the reader's language, so it is shown in the other"),
    texts: z
      .object({ en: designTextSchema.nullable(), "zh-HK": designTextSchema.nullable() })
      .describe("Both languages as the designer wrote them; null where not written"),
    style: z.array(z.enum(DESIGN_STYLES)),
    budget: z
      .object({ min: z.string(), max: z.string().nullable() })
      .nullable()
      .describe("Display strings such as 'HK$100,000'; null when the budget is not specified"),
    budgetMin: z.number().int().nullable(),
    budgetMax: z.number().int().nullable(),
    isFeatured: z.boolean(),
    designer: z
      .object({ id: z.uuid(), name: z.string(), isVetted: z.boolean(), rating: ratingSchema })
      .describe(
        "Only a vetted designer's name links to their public page; the rating counts visible reviews",
      ),
    images: z.array(designImageSchema),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "Design" });

export const designPageSchema = z
  .object({
    items: z.array(designSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
  })
  .meta({ id: "DesignPage" });
