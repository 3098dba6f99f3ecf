import { z } from "zod";
import type { Messages } from "../i18n/index.ts";
import { DEFAULT_BUDGET, REQUEST_MAX_BUDGETS, REQUEST_MIN_BUDGETS } from "../requests/constants.ts";
import { DESIGN_STYLES, type DesignStyle } from "./constants.ts";
import { formatHkd, parseHkd } from "./money.ts";

type PortfolioMessages = Messages["designs"]["portfolio"];

/** Spec 2 §5, §9: a portfolio item's limits. */
export const PORTFOLIO_TITLE_MIN = 3;
export const PORTFOLIO_TITLE_MAX = 100;
export const PORTFOLIO_DESCRIPTION_MIN = 10;
/** A Chinese character says about as much as a short English word: "海景" is a title, "北歐風兩房" a description's start. */
export const PORTFOLIO_TITLE_MIN_ZH = 2;
export const PORTFOLIO_DESCRIPTION_MIN_ZH = 5;
/** The spec sets no maximum; a few paragraphs are plenty for a card and a detail page. */
export const PORTFOLIO_DESCRIPTION_MAX = 2000;
export const MAX_PORTFOLIO_IMAGES = 5;

/** Spec 2 §9: the same HK$100,000 steps as the request form, without its open top. */
export const PORTFOLIO_MIN_BUDGETS = REQUEST_MIN_BUDGETS;
export const PORTFOLIO_MAX_BUDGETS = REQUEST_MAX_BUDGETS;
/** Spec 2 §5: a new item starts at HK$0 to HK$100,000, in the style Modern. */
export const DEFAULT_PORTFOLIO_BUDGET = DEFAULT_BUDGET;
export const DEFAULT_PORTFOLIO_STYLE: DesignStyle = "Modern";

/** The order the dialog checks its fields in; the first failure is the one reported. */
export const PORTFOLIO_FIELD_ORDER = [
  "designerId",
  "titleEn",
  "descriptionEn",
  "titleZh",
  "descriptionZh",
  "style",
  "budget",
];

/** A field left blank is a language not written; null when the form or API caller sends nothing. */
const optionalText = (message: string) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? "" : value),
    z.string({ error: message }).trim(),
  );

const isBlank = (text: string) => text === "";

/** 'HK$100,000', 100000 or '100000' → 100000, when it is one of the options (never the open 'HK$3,000,000+'). */
function budgetOption(options: readonly number[], message: string) {
  return z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const amount = typeof value === "number" ? value : value.trim().endsWith("+") ? null : parseHkd(value);
    if (amount === null || !options.includes(amount)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return amount;
  });
}

/** A list of styles, or a single style name (spec 2 §3). */
function styleList(message: string) {
  return z
    .union([z.array(z.string()), z.string()], { error: message })
    .transform((value) => [...new Set((Array.isArray(value) ? value : [value]).map((style) => style.trim()))])
    .pipe(z.array(z.enum(DESIGN_STYLES, { error: message })).min(1, message));
}

/**
 * A portfolio item's fields (spec 2 §3, §5), as the dialog sends them to POST and PATCH
 * /api/portfolio. `designerId` names the owner when an admin acts for a designer; with
 * `designerRequired` an empty one is an error.
 */
export function portfolioItemSchema(
  m: PortfolioMessages,
  { designerRequired = false }: { designerRequired?: boolean } = {},
) {
  const v = m.validation;
  return z
    .object({
      designerId: z.preprocess(
        (value) => (value === "" || value === null ? undefined : value),
        designerRequired
          ? z.uuid({ error: (issue) => (issue.input === undefined ? v.designerRequired : v.designerUnknown) })
          : z.uuid({ error: v.designerUnknown }).optional(),
      ),
      titleEn: optionalText(v.titleTooShort),
      descriptionEn: optionalText(v.descriptionTooShort),
      titleZh: optionalText(v.titleZhTooShort(PORTFOLIO_TITLE_MIN_ZH)),
      descriptionZh: optionalText(v.descriptionZhTooShort(PORTFOLIO_DESCRIPTION_MIN_ZH)),
      style: styleList(v.styleRequired),
      budget: z.object(
        {
          min: budgetOption(PORTFOLIO_MIN_BUDGETS, v.budgetInvalid),
          max: budgetOption(PORTFOLIO_MAX_BUDGETS, v.budgetInvalid),
        },
        { error: v.budgetInvalid },
      ),
    })
    .superRefine((item, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      const en = !isBlank(item.titleEn) || !isBlank(item.descriptionEn);
      const zh = !isBlank(item.titleZh) || !isBlank(item.descriptionZh);
      // Said at both titles: either one, with its description, is enough.
      if (!en && !zh) {
        issue("titleEn", v.textsRequired);
        issue("titleZh", v.textsRequired);
      }
      // A language written at all needs both its title and its description.
      if (en) {
        if (item.titleEn.length < PORTFOLIO_TITLE_MIN) issue("titleEn", v.titleTooShort);
        if (item.titleEn.length > PORTFOLIO_TITLE_MAX) issue("titleEn", v.titleTooLong);
        if (item.descriptionEn.length < PORTFOLIO_DESCRIPTION_MIN)
          issue("descriptionEn", v.descriptionTooShort);
        if (item.descriptionEn.length > PORTFOLIO_DESCRIPTION_MAX)
          issue("descriptionEn", v.descriptionTooLong(PORTFOLIO_DESCRIPTION_MAX));
      }
      if (zh) {
        if (item.titleZh.length < PORTFOLIO_TITLE_MIN_ZH)
          issue("titleZh", v.titleZhTooShort(PORTFOLIO_TITLE_MIN_ZH));
        if (item.titleZh.length > PORTFOLIO_TITLE_MAX) issue("titleZh", v.titleTooLong);
        if (item.descriptionZh.length < PORTFOLIO_DESCRIPTION_MIN_ZH)
          issue("descriptionZh", v.descriptionZhTooShort(PORTFOLIO_DESCRIPTION_MIN_ZH));
        if (item.descriptionZh.length > PORTFOLIO_DESCRIPTION_MAX)
          issue("descriptionZh", v.descriptionTooLong(PORTFOLIO_DESCRIPTION_MAX));
      }
      if (item.budget.max < item.budget.min) {
        ctx.addIssue({ code: "custom", path: ["budget"], message: v.budgetOrder });
      }
    })
    .transform(({ titleEn, descriptionEn, titleZh, descriptionZh, ...item }) => ({
      ...item,
      // A language left blank is not written: stored as null, title and description alike.
      titleEn: isBlank(titleEn) ? null : titleEn,
      descriptionEn: isBlank(titleEn) ? null : descriptionEn,
      titleZh: isBlank(titleZh) ? null : titleZh,
      descriptionZh: isBlank(titleZh) ? null : descriptionZh,
    }));
}

export type PortfolioItemInput = z.input<ReturnType<typeof portfolioItemSchema>>;
export type PortfolioItemFields = z.output<ReturnType<typeof portfolioItemSchema>>;

/** The dialog's values for a new item. */
export function emptyPortfolioItem(): PortfolioItemInput {
  return {
    designerId: "",
    titleEn: "",
    descriptionEn: "",
    titleZh: "",
    descriptionZh: "",
    style: [DEFAULT_PORTFOLIO_STYLE],
    budget: {
      min: formatHkd(DEFAULT_PORTFOLIO_BUDGET.min),
      max: formatHkd(DEFAULT_PORTFOLIO_BUDGET.max),
    },
  };
}

/**
 * One entry of PUT /api/portfolio/{id}/images' `imageState` (spec 2 §7): a kept image named by its
 * URL, or the next uploaded file, with its place in the final order and whether it is the main one.
 */
const imageStateEntry = z.object({
  isMain: z.boolean(),
  isExisting: z.boolean(),
  existingUrl: z.string().max(500).nullish(),
  order: z.number().int().min(0).max(1000),
});

export type ImageStateEntry = z.infer<typeof imageStateEntry>;

/** The final images of an item: 1 to 5, existing ones named, at most one main (none: the first). */
export function imageStateSchema(m: PortfolioMessages) {
  const i = m.images;
  return z
    .array(imageStateEntry, { error: i.stateInvalid })
    .min(1, i.none)
    .max(MAX_PORTFOLIO_IMAGES, i.tooMany)
    .refine((entries) => entries.every((entry) => !entry.isExisting || entry.existingUrl), i.stateInvalid)
    .refine((entries) => entries.filter((entry) => entry.isMain).length <= 1, i.oneMain);
}

export const featuredChangeSchema = (m: PortfolioMessages) =>
  z.strictObject({ isFeatured: z.boolean({ error: m.validation.featuredInvalid }) });
