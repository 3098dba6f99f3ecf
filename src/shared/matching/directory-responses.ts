import { z } from "zod";
import { DESIGN_STYLES } from "../designs/constants.ts";
import { ratingSchema } from "../designs/responses.ts";
import { LOCALES } from "../i18n/locales.ts";
import { trustBadgesField } from "../trust/badges.ts";
import { HK_DISTRICTS } from "./districts.ts";
import { DESIGNER_LANGUAGES } from "./languages.ts";
import { replyTimeSchema } from "./reply-time.ts";

/**
 * The directory's allow-list: what a visitor may read of a vetted designer in a list. Never the
 * e-mail, the phone, the account or the vetting record; a new profile column reaches nobody here
 * until it is named.
 */
export const directoryDesignerSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    bio: z
      .string()
      .describe(
        "The start of the bio (at most 240 characters) in the reader's language, else the other; '' without one",
      ),
    bioLang: z
      .enum(LOCALES)
      .nullable()
      .describe("The bio's language (its `lang` attribute); null without a bio"),
    bioIsFallback: z.boolean().describe("True when the bio is not written in the reader's language"),
    yearsExperience: z.number().int().nullable(),
    specialties: z.array(z.enum(DESIGN_STYLES)),
    districts: z.array(z.enum(HK_DISTRICTS)),
    languages: z.array(z.enum(DESIGNER_LANGUAGES)),
    budgetMin: z.number().int().nullable().describe("Typical project budget in whole HK$"),
    budgetMax: z.number().int().nullable().describe("Null: no upper limit"),
    rating: ratingSchema,
    designCount: z.number().int().describe("Designs in the catalogue"),
    coverImageUrl: z.string().nullable().describe("The main photo of their newest design"),
    replyTime: replyTimeSchema,
    matches: z
      .object({ styles: z.array(z.enum(DESIGN_STYLES)), languages: z.array(z.enum(DESIGNER_LANGUAGES)) })
      .describe("Which of the chosen styles and languages this designer has (what fit counts)"),
    badges: trustBadgesField,
  })
  .meta({ id: "DirectoryDesigner" });

export const directoryPageSchema = z
  .object({
    items: z.array(directoryDesignerSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
  })
  .meta({ id: "DirectoryPage" });

export type DirectoryDesigner = z.infer<typeof directoryDesignerSchema>;
export type DirectoryPage = z.infer<typeof directoryPageSchema>;
