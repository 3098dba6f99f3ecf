import { z } from "zod";
import { currentUserSchema } from "../auth/responses.ts";
import { LOCALES } from "../i18n/locales.ts";

/** What the profile API answers: only the signed-in user's own details. */

export const profileSchema = z
  .object({
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    address: z.string().nullable(),
  })
  .meta({ id: "Profile" });

export const profilePhotoSchema = z.object({
  profileImageUrl: z.string().describe("The new photo's path on this site; add `?w=&q=&f=` for a variant"),
});

export const localeAnswerSchema = z.object({ locale: z.enum(LOCALES) });

/**
 * The data export's file (PDPO data access), as documentation: the handler sends it as written JSON
 * text (links made absolute), so this outline names its parts without checking their insides.
 */
export const dataExportSchema = z
  .looseObject({
    about: z.string(),
    exportedAt: z.iso.datetime({ offset: true }),
    account: currentUserSchema.extend({
      createdAt: z.iso.datetime({ offset: true }),
      updatedAt: z.iso.datetime({ offset: true }),
    }),
    signIns: z.array(z.looseObject({})),
    notifications: z.array(z.looseObject({})),
    savedDesigns: z.array(z.looseObject({})),
    requests: z.array(z.looseObject({})),
    designer: z.looseObject({}).nullable().describe("Only for designers"),
  })
  .meta({ id: "UserDataExport" });
