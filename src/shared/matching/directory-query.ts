import { z } from "zod";
import { DESIGN_STYLES } from "../designs/constants.ts";
import {
  DIRECTORY_MAX_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SEARCH_MAX_LENGTH,
  DIRECTORY_SORTS,
} from "./directory-options.ts";
import { HK_DISTRICTS } from "./districts.ts";
import { DESIGNER_LANGUAGES } from "./languages.ts";

/** 'Modern,Japanese' or repeated parameters → each once, in the list's order; unknown names refused. */
function choices<T extends string>(options: readonly T[], name: string) {
  return z
    .union([z.string(), z.array(z.string())], { error: `${name} must be a comma-separated list` })
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(","))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(options as [T, ...T[]], { error: `${name} must be among ${options.join(", ")}` })))
    .transform((chosen) => options.filter((option) => chosen.includes(option)))
    .optional();
}

const blankAsUndefined = (value: unknown) => (value === "" ? undefined : value);

/** GET /api/designers: the directory of vetted designers, filtered, sorted and paged. */
export const directoryQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(DIRECTORY_SEARCH_MAX_LENGTH, `Search text must be at most ${DIRECTORY_SEARCH_MAX_LENGTH} characters`)
    .optional()
    .describe("Part of a designer's name"),
  district: z.preprocess(
    blankAsUndefined,
    z.enum(HK_DISTRICTS, { error: "district must be one of Hong Kong's 18 districts" }).optional(),
  ),
  styles: choices(DESIGN_STYLES, "styles").describe("Specialties, any of them; fit counts how many"),
  languages: choices(DESIGNER_LANGUAGES, "languages").describe("Languages spoken, any of them"),
  budget: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: "budget must be a whole number of HK$" })
      .int("budget must be a whole number of HK$")
      .min(0, "budget cannot be negative")
      .max(100_000_000, "budget is too large")
      .optional()
      .describe("The homeowner's budget: the designer's typical range holds it"),
  ),
  minRating: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: "minRating must be a number" })
      .min(1, "minRating must be between 1 and 5")
      .max(5, "minRating must be between 1 and 5")
      .optional()
      .describe("Average of visible reviews at least this"),
  ),
  sort: z
    .enum(DIRECTORY_SORTS, { error: `sort must be one of ${DIRECTORY_SORTS.join(", ")}` })
    .default("fit"),
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page starts at 1")
    .max(10_000, "page must be at most 10000")
    .default(1),
  pageSize: z.coerce
    .number({ error: "pageSize must be a number" })
    .int("pageSize must be a whole number")
    .min(1, "pageSize must be at least 1")
    .max(DIRECTORY_MAX_PAGE_SIZE, `pageSize must be at most ${DIRECTORY_MAX_PAGE_SIZE}`)
    .default(DIRECTORY_PAGE_SIZE),
});

export type DirectoryQuery = z.output<typeof directoryQuerySchema>;
