import { format, parseISO } from "date-fns";
import type { SignedInMessages } from "../i18n/compose.ts";
import type { NoticeFacts, NoticeText } from "../matching/notices.ts";

type CredentialFacts = Extract<NoticeFacts, { kind: `credential.${string}` }>;

/** A credential's notice in one language (the bell and the mail word it from these facts). */
export function credentialNoticeText(facts: CredentialFacts, messages: SignedInMessages): NoticeText {
  const t = messages.proofOfTrust.notices;
  const kind = messages.proofOfTrust.kinds[facts.credential];
  const { dateLong, dateLocale } = messages.app.formats;
  const day = (iso: string) => format(parseISO(iso), dateLong, { locale: dateLocale() });
  switch (facts.kind) {
    case "credential.submitted":
      return { title: t.submittedTitle(facts.designer), body: t.submittedBody(kind) };
    case "credential.verified":
      return { title: t.verifiedTitle(kind), body: t.verifiedBody(day(facts.validUntil)) };
    case "credential.rejected":
      return { title: t.rejectedTitle(kind), body: t.rejectedBody(facts.reason) };
    case "credential.expiring":
      return facts.audience === "designer"
        ? { title: t.expiringTitle(kind), body: t.expiringBody(day(facts.validUntil)) }
        : {
            title: t.expiringAdminTitle(facts.designer, kind),
            body: t.expiringAdminBody(day(facts.validUntil)),
          };
    case "credential.expired":
      return facts.audience === "designer"
        ? { title: t.expiredTitle(kind), body: t.expiredBody(day(facts.validUntil)) }
        : {
            title: t.expiredAdminTitle(facts.designer, kind),
            body: t.expiredAdminBody(day(facts.validUntil)),
          };
  }
}
