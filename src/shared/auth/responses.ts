import { z } from "zod";
import { USER_ROLES } from "./roles.ts";

/** What the auth API answers: the signed-in user's allow-list (never the password hash or internal flags). */

export const currentUserSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    role: z.enum(USER_ROLES),
    profileImageUrl: z.string().nullable().describe("A path on this site; add `?w=&q=&f=` for a variant"),
    phoneNumber: z.string().nullable(),
    address: z.string().nullable(),
    secondFactorSetupRequired: z
      .boolean()
      .describe(
        "This session must set up (or sign in again with) a second factor before the role's tools answer: an admin without one",
      ),
  })
  .meta({ id: "CurrentUser" });

/** A confirmation to show as it is, in the reader's language. */
export const noticeAnswerSchema = z.object({
  message: z.string().describe("What to tell the reader, in their language"),
});

/** A navigation answered by sending the browser elsewhere (the `Location` header says where). */
export const redirectAnswer = z.null().describe("Redirect: the Location header names where to go");
