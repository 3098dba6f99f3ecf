import { z } from "zod";
import { MOBILE_MAX_LENGTH, phoneNumberSchema } from "../app/phone.ts";
import { formatHkd, parseHkd } from "../designs/money.ts";
import { englishMessages, type Messages } from "../i18n/index.ts";
import { HK_DISTRICTS } from "../matching/districts.ts";
import {
  ADDRESS_MAX_LENGTH,
  BUDGET_TOP,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  HOME_STATUSES,
  MAX_INSPIRATION_DESIGNS,
  NAMES_MAX_LENGTH,
  PROJECT_TYPES,
  PROPERTY_TYPES,
  REQUEST_MAX_BUDGETS,
  REQUEST_MIN_BUDGETS,
  REQUEST_STYLES,
  REVIEW_STATUSES,
} from "./constants.ts";
// Types only: the client's pages must not load the response schemas for them.
import type { designRequestSchema } from "./responses.ts";
import { wishedDesignerIds } from "./wishes.ts";

type RequestMessages = Messages["requests"];

/** The order the form checks its fields in; the first failure is the one reported. */
export const REQUEST_FIELD_ORDER = [
  "propertyAddress",
  "propertyType",
  "projectType",
  "homeStatus",
  "district",
  "budget",
  "designStyle",
  "description",
  "mobileNumber",
  "squareFootage",
  "contractorNames",
  "pastCollaborationNames",
  "wishedDesignerIds",
  "agreedToTerms",
];

/** 'HK$100,000', 100000 or '100000' → 100000, when it is one of the form's choices. */
function budgetAmount(allowed: readonly number[], message: string) {
  return z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const amount = typeof value === "number" ? value : parseHkd(value);
    if (amount === null || !allowed.includes(amount)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return amount;
  });
}

/** The maximum, where the open top ('HK$3,000,000+') is null. */
function budgetMaximum(message: string) {
  return z.union([
    z
      .string()
      .refine((value) => value.trim().endsWith("+"))
      .transform(() => null),
    budgetAmount(REQUEST_MAX_BUDGETS, message),
  ]);
}

/** A list of styles, or the comma-joined string the earlier system stored. */
function styles(message: string) {
  return z
    .union([z.array(z.string()), z.string()], { error: message })
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(","))
        .map((style) => style.trim())
        .filter((style, index, all) => style && all.indexOf(style) === index),
    )
    .pipe(z.array(z.enum(REQUEST_STYLES, { error: message })).min(1, message));
}

function optionalNames(v: RequestMessages["validation"]) {
  return z
    .string()
    .trim()
    .max(NAMES_MAX_LENGTH, v.tooLong(NAMES_MAX_LENGTH))
    .nullish()
    .transform((value) => value || null);
}

/** The request's own fields (spec 1 §3, spec 2 §3), as both screens send them. */
function requestFields(m: RequestMessages) {
  const v = m.validation;
  return {
    propertyAddress: z
      .string({ error: v.propertyAddressRequired })
      .trim()
      .min(1, v.propertyAddressRequired)
      .max(ADDRESS_MAX_LENGTH, v.tooLong(ADDRESS_MAX_LENGTH)),
    propertyType: z.preprocess(
      (value) => (value === "Commercial Space" ? "Commercial" : value),
      z.enum(PROPERTY_TYPES, { error: v.propertyTypeInvalid }),
    ),
    projectType: z.enum(PROJECT_TYPES, { error: v.projectTypeInvalid }),
    homeStatus: z.preprocess(
      (value) => (value === "" ? null : value),
      z.enum(HOME_STATUSES, { error: v.homeStatusInvalid }).nullish(),
    ),
    district: z.preprocess(
      (value) => (value === "" ? null : value),
      z.enum(HK_DISTRICTS, { error: v.districtInvalid }).nullish(),
    ),
    budget: z.object(
      {
        min: budgetAmount(REQUEST_MIN_BUDGETS, v.budgetInvalid),
        max: budgetMaximum(v.budgetInvalid),
      },
      { error: v.budgetInvalid },
    ),
    designStyle: styles(v.designStyleRequired),
    description: z
      .string({ error: v.descriptionTooShort(DESCRIPTION_MIN_LENGTH) })
      .trim()
      .min(DESCRIPTION_MIN_LENGTH, v.descriptionTooShort(DESCRIPTION_MIN_LENGTH))
      .max(DESCRIPTION_MAX_LENGTH, v.tooLong(DESCRIPTION_MAX_LENGTH)),
    mobileNumber: phoneNumberSchema({
      required: v.mobileRequired,
      tooShort: v.mobileTooShort,
      invalid: v.mobileInvalid,
      tooLong: v.tooLong(MOBILE_MAX_LENGTH),
    }),
    squareFootage: z
      .union([z.string(), z.number()], { error: v.squareFootageRequired })
      .transform((value) => String(value).trim())
      .pipe(
        z
          .string()
          .min(1, v.squareFootageRequired)
          .regex(/^\d{1,7}$/, v.squareFootageInvalid)
          .transform(Number),
      ),
    hasContractor: z.boolean().default(false),
    contractorNames: optionalNames(v),
    hasPastCollaborations: z.boolean().default(false),
    pastCollaborationNames: optionalNames(v),
    /** Absent in an edit: the request keeps the designs it has. */
    inspirationDesignIds: z
      .array(z.uuid({ error: v.inspirationsInvalid }), { error: v.inspirationsInvalid })
      .transform((ids) => [...new Set(ids)])
      .pipe(z.array(z.string()).max(MAX_INSPIRATION_DESIGNS, v.inspirationsTooMany(MAX_INSPIRATION_DESIGNS)))
      .optional(),
    wishedDesignerIds: wishedDesignerIds(m.wishes),
  };
}

/** A maximum below the minimum is an error (an open maximum never is). */
function budgetOrder(message: string) {
  return (value: { budget: { min: number; max: number | null } }, ctx: z.RefinementCtx) => {
    if (value.budget.max !== null && value.budget.max < value.budget.min) {
      ctx.addIssue({ code: "custom", path: ["budget"], message });
    }
  };
}

interface NamedHelpers {
  hasContractor: boolean;
  contractorNames: string | null;
  hasPastCollaborations: boolean;
  pastCollaborationNames: string | null;
}

/** Drops names the user typed before unticking their box. */
function clean<T extends NamedHelpers>(value: T): T {
  return {
    ...value,
    contractorNames: value.hasContractor ? value.contractorNames : null,
    pastCollaborationNames: value.hasPastCollaborations ? value.pastCollaborationNames : null,
  };
}

/** A new request: the fields plus agreement to the terms. `clientId` and `status` are never read. */
export function newRequestSchema(m: RequestMessages = englishMessages.requests) {
  const v = m.validation;
  return z
    .object({ ...requestFields(m), agreedToTerms: z.literal(true, { error: v.agreedToTermsRequired }) })
    .superRefine(budgetOrder(v.budgetOrder))
    .transform(clean);
}

/** An edit of a request (PUT: every field; the terms were agreed when it was made). */
export function requestUpdateSchema(m: RequestMessages = englishMessages.requests) {
  return z.object(requestFields(m)).superRefine(budgetOrder(m.validation.budgetOrder)).transform(clean);
}

export type NewRequestInput = z.input<ReturnType<typeof newRequestSchema>>;
export type RequestDetails = z.output<ReturnType<typeof requestUpdateSchema>>;

/** Display strings of a request budget: 'HK$100,000' and 'HK$3,000,000+' for the open top. */
export function requestBudgetLabels(min: number, max: number | null): { min: string; max: string } {
  return { min: formatHkd(min), max: max === null ? `${formatHkd(BUDGET_TOP)}+` : formatHkd(max) };
}

/** A design request as the API shows it to its client and the admins (spec 2 §3). */
export type DesignRequest = z.infer<typeof designRequestSchema>;

/** An administrator's status change (spec 2 §4: confirm, or revert to submitted). */
export const statusChangeSchema = z.strictObject({
  status: z.enum(REVIEW_STATUSES, { error: `status must be one of ${REVIEW_STATUSES.join(", ")}` }),
});

/** The first of `issues` by the form's field order. */
function firstByFieldOrder(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue | undefined {
  const rank = (issue: z.core.$ZodIssue) => {
    const index = REQUEST_FIELD_ORDER.indexOf(String(issue.path[0] ?? ""));
    return index === -1 ? REQUEST_FIELD_ORDER.length : index;
  };
  return [...issues].sort((a, b) => rank(a) - rank(b))[0];
}

/**
 * PATCH /api/forms/{id}: an admin's status change (nothing but `status`) or the edited fields. A
 * body that is neither is refused in the words of what it is closest to: a body naming only a status
 * (or nothing) as a status change, any other as an edit.
 */
export function requestPatchSchema(m: RequestMessages = englishMessages.requests) {
  return z.union([statusChangeSchema, requestUpdateSchema(m)], {
    error: (issue) => {
      if (issue.code !== "invalid_union" || issue.errors.length !== 2) return undefined;
      const [asStatus = [], asEdit = []] = issue.errors;
      const notOnlyStatus = asStatus.some((failure) => failure.code === "unrecognized_keys");
      return firstByFieldOrder(notOnlyStatus ? asEdit : asStatus)?.message;
    },
  });
}
