import type { ContactKind } from "../../../matching/contact-patterns.ts";
import { circumventionClauseEn } from "../circumvention-clause.ts";

const KIND_WORDS: Record<ContactKind, string> = {
  phone: "a phone number",
  email: "an e-mail address",
  messaging: "a messaging app contact",
  link: "a web address",
};
const kindList = (kinds: readonly ContactKind[]) =>
  new Intl.ListFormat("en", { type: "conjunction" }).format(kinds.map((kind) => KIND_WORDS[kind]));

/** Words of contact details hidden in messages before a designer is chosen (issue 19 §11). */
export const screeningEn = (brand: string) => ({
  /** What the other side reads in place of each contact detail. */
  hidden: "[contact details hidden]",
  kinds: {
    phone: "Phone number",
    email: "E-mail address",
    messaging: "Messaging app",
    link: "Web address",
  } satisfies Record<ContactKind, string>,
  sender: {
    /** Under the sender's own message, which they read as they wrote it. */
    hiddenFrom: (kinds: readonly ContactKind[], reader: string) =>
      `${reader} sees "contact details hidden" in place of ${kindList(kinds)}.`,
    why: {
      client: "Contact details are shared once you choose a designer. Our Terms say:",
      designer: "Contact details are shared if the homeowner chooses you. Our Terms say:",
    },
    clause: circumventionClauseEn(brand).rule,
    termsLink: "No circumvention, Terms of Service",
  },
  /** Under a message the reader received with details hidden. */
  readerNote: {
    client: "Contact details are shared once you choose a designer.",
    designer: "Contact details are shared if the homeowner chooses you.",
  },
  /** In the composer, before sending. */
  warning: {
    client: (kinds: readonly ContactKind[]) =>
      `This looks like ${kindList(kinds)}: until you choose a designer, they see "contact details hidden" instead.`,
    designer: (kinds: readonly ContactKind[]) =>
      `This looks like ${kindList(kinds)}: unless the homeowner chooses you, they see "contact details hidden" instead.`,
  },
  otherSide: { client: "The homeowner", designer: "The designer" },
  admin: {
    title: "Contact details hidden",
    text: "Messages sent before a designer was chosen that held contact details. The other side read them masked.",
    empty: "No message on this request has held contact details.",
    from: (author: string, role: "client" | "designer") =>
      `${author} (${role === "client" ? "homeowner" : "designer"})`,
    thread: (designer: string) => `Thread with ${designer}`,
    original: "Original message",
    loadFailed: "The hidden messages could not be loaded.",
  },
});
