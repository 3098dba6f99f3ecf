import { z } from "zod";
import { MOBILE_MAX_LENGTH, phoneNumberSchema } from "../app/phone.ts";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "../auth/schemas.ts";
import { englishMessages, type Messages } from "../i18n/index.ts";
import { pagingSchema } from "./paging.ts";
import type {
  adminClientSchema,
  adminDesignerSchema,
  adminUserSchema,
  adminUsersOverviewSchema,
} from "./responses.ts";

type AdminMessages = Messages["admin"];

export const USERS_PAGE_SIZE = 25;
export const USERS_MAX_PAGE_SIZE = 100;
export const USERS_SEARCH_MAX_LENGTH = 200;
export const LISTED_ROLES = ["client", "designer"] as const;
export type ListedRole = (typeof LISTED_ROLES)[number];

// The answers' types, from their schemas (a type import: responses.ts is not loaded with this file).
/** An account as the admin screens show it (spec 2 §3): never the password hash. */
export type AdminUser = z.infer<typeof adminUserSchema>;
/** A client with the real number of their design requests. */
export type AdminClient = z.infer<typeof adminClientSchema>;
/** A designer with their portfolio count, whether they chose a password, and whether they are vetted. */
export type AdminDesigner = z.infer<typeof adminDesignerSchema>;
/** GET /api/admin/users without `role`: the first page of clients, every designer, and both totals. */
export type AdminUsersOverview = z.infer<typeof adminUsersOverviewSchema>;

const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

/**
 * The admin lists' query (GET /api/admin/users): `role` pages one list; `q` searches names and
 * e-mail; `hidden=true` lists the hidden accounts instead of the visible ones.
 */
export function adminUsersQuerySchema(m: AdminMessages = englishMessages.admin) {
  const v = m.validation;
  return z.object({
    role: z.preprocess(blankAsMissing, z.enum(LISTED_ROLES, { error: v.role }).optional()),
    q: z
      .string()
      .trim()
      .max(USERS_SEARCH_MAX_LENGTH, v.searchTooLong(USERS_SEARCH_MAX_LENGTH))
      .optional()
      .transform((q) => q || undefined),
    hidden: z.preprocess(
      blankAsMissing,
      z
        .enum(["true", "false"], { error: v.hidden })
        .default("false")
        .transform((value) => value === "true"),
    ),
    ...pagingSchema(v, USERS_PAGE_SIZE, USERS_MAX_PAGE_SIZE),
  });
}

export type AdminUsersQuery = z.output<ReturnType<typeof adminUsersQuerySchema>>;
export type AdminUsersFilters = Pick<AdminUsersQuery, "q" | "hidden" | "page" | "pageSize">;

/** The query string of a list call, empty values and defaults left out. */
export function adminUsersSearch(query: { role: ListedRole; q?: string; hidden?: boolean; page?: number }) {
  const params = new URLSearchParams({ role: query.role });
  if (query.q?.trim()) params.set("q", query.q.trim());
  if (query.hidden) params.set("hidden", "true");
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return `?${params}`;
}

/** Onboarding a designer (spec 1 §1): the team creates the account; the designer chooses the password. */
export function newDesignerSchema(m: AdminMessages = englishMessages.admin) {
  const v = m.validation;
  const name = (required: string) =>
    z.string({ error: required }).trim().min(1, required).max(NAME_MAX_LENGTH, v.tooLong(NAME_MAX_LENGTH));
  return z.object({
    email: z
      .string({ error: v.emailRequired })
      .trim()
      .min(1, v.emailRequired)
      .max(EMAIL_MAX_LENGTH, v.tooLong(EMAIL_MAX_LENGTH))
      .pipe(z.email({ error: v.emailInvalid })),
    firstName: name(v.firstNameRequired),
    lastName: name(v.lastNameRequired),
    phoneNumber: z
      .union([
        z.literal(""),
        phoneNumberSchema({
          required: v.phoneTooShort,
          tooShort: v.phoneTooShort,
          invalid: v.phoneInvalid,
          tooLong: v.tooLong(MOBILE_MAX_LENGTH),
        }),
      ])
      .nullish()
      .transform((value) => value || null),
  });
}
export const NEW_DESIGNER_FIELD_ORDER = ["email", "firstName", "lastName", "phoneNumber"];

export type NewDesignerInput = z.input<ReturnType<typeof newDesignerSchema>>;
export type NewDesigner = z.output<ReturnType<typeof newDesignerSchema>>;
