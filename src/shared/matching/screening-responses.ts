import { z } from "zod";
import { CONTACT_KINDS } from "./contact-patterns.ts";

/** A message sent before the client chose a designer that held contact details, as the admins see it. */
export const screenedMessageSchema = z
  .object({
    id: z.uuid(),
    introductionId: z.uuid(),
    designerName: z.string().describe("The designer of the thread"),
    authorName: z.string(),
    authorRole: z.enum(["client", "designer"]),
    kinds: z.array(z.enum(CONTACT_KINDS)),
    body: z.string().describe("As written; the other side read it masked"),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "ScreenedMessage", description: "Contact details hidden in a message (issue 19 §11)" });

export type ScreenedMessage = z.infer<typeof screenedMessageSchema>;
