import { z } from "zod";
import type { SignedInMessages } from "../i18n/compose.ts";
import { labelOf, labelsOf } from "../i18n/label-of.ts";
import { requestKind } from "../requests/request-labels.ts";
import { CREDENTIAL_KINDS } from "../trust/constants.ts";
import { credentialNoticeText } from "../trust/notices.ts";
import { formatHongKongTime } from "./business-days.ts";
import { DECLINE_REASONS } from "./decline.ts";

/**
 * What a notification says, as facts rather than words: it is put into words when read, in the reader's
 * language of the moment, so switching language changes the bell's older notices too.
 */
export const noticeFactsSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("request.submitted"),
    /** The client's display name; null when the account no longer has one. */
    client: z.string().nullable(),
    propertyType: z.string(),
    projectType: z.string(),
    styles: z.array(z.string()),
    dueAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  z.object({ kind: z.literal("introduced"), district: z.string().nullable() }),
  z.object({ kind: z.literal("accepted"), designer: z.string() }),
  z.object({ kind: z.literal("chosen") }),
  /** To a designer the homeowner did not choose: the request's kind only, nothing of the homeowner. */
  z.object({ kind: z.literal("passed"), propertyType: z.string(), projectType: z.string() }),
  /** To the admins: who declined which request, and why. */
  z.object({
    kind: z.literal("declined"),
    designer: z.string(),
    propertyType: z.string(),
    projectType: z.string(),
    reason: z.enum(DECLINE_REASONS),
    note: z.string(),
  }),
  z.object({ kind: z.literal("withdrawn") }),
  z.object({ kind: z.literal("message"), author: z.string(), preview: z.string() }),
  z.object({ kind: z.literal("reviewed"), rating: z.number().int() }),
  /** To the admins: a request with no introduction yet, due within 4 business hours. */
  z.object({
    kind: z.literal("request.due-soon"),
    client: z.string().nullable(),
    dueAt: z.iso.datetime({ offset: true }),
  }),
  /** To a designer who has not answered an introduction for a business day. */
  z.object({
    kind: z.literal("answer-reminder"),
    district: z.string().nullable(),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
  /** An introduction unanswered for 2 business days expired: to its designer, the homeowner and the admins. */
  z.object({
    kind: z.literal("expired"),
    audience: z.enum(["designer", "homeowner", "admin"]),
    designer: z.string(),
    propertyType: z.string(),
    projectType: z.string(),
  }),
  /** To the homeowner, a week after the project was completed without a review. */
  z.object({ kind: z.literal("review-request"), designer: z.string() }),
  // Proof of trust (issue 22 §4): a designer's credential sent, checked, and nearing or reaching its last day.
  z.object({
    kind: z.literal("credential.submitted"),
    designer: z.string(),
    credential: z.enum(CREDENTIAL_KINDS),
  }),
  z.object({
    kind: z.literal("credential.verified"),
    credential: z.enum(CREDENTIAL_KINDS),
    validUntil: z.iso.date(),
  }),
  z.object({
    kind: z.literal("credential.rejected"),
    credential: z.enum(CREDENTIAL_KINDS),
    reason: z.string(),
  }),
  z.object({
    kind: z.enum(["credential.expiring", "credential.expired"]),
    audience: z.enum(["designer", "admin"]),
    designer: z.string(),
    credential: z.enum(CREDENTIAL_KINDS),
    validUntil: z.iso.date(),
  }),
]);

export type NoticeFacts = z.infer<typeof noticeFactsSchema>;

export interface NoticeText {
  title: string;
  body: string;
}

/** The notice in one language. */
export function noticeText(facts: NoticeFacts, messages: SignedInMessages): NoticeText {
  const { matching, requests, app } = messages;
  const mail = matching.introductions.mail;
  const reminders = matching.notifications.reminders;
  switch (facts.kind) {
    case "request.submitted": {
      const { formats } = app;
      const words = matching.notifications.newRequest;
      return {
        title: words.title(facts.client ?? requests.desk.unknownClient),
        body: words.body({
          propertyType: labelOf(requests.form.propertyTypes, facts.propertyType),
          projectType: labelOf(requests.form.projectTypes, facts.projectType),
          styles: formats.list(labelsOf(requests.form.styleLabels, facts.styles)),
          due: facts.dueAt
            ? formatHongKongTime(new Date(facts.dueAt), formats.dateTimeWeekday, formats.dateLocale())
            : "–",
        }),
      };
    }
    case "introduced":
      return {
        title: mail.introducedTitle,
        body: mail.introducedBody(facts.district ? labelOf(matching.districtLabels, facts.district) : ""),
      };
    case "accepted":
      return { title: mail.acceptedTitle(facts.designer), body: mail.acceptedBody(facts.designer) };
    case "chosen":
      return { title: mail.chosenTitle, body: mail.chosenBody };
    case "passed":
      return { title: mail.passedTitle, body: mail.passedBody(requestKind(facts, messages)) };
    case "declined":
      return {
        title: mail.declinedTitle(facts.designer),
        body: mail.declinedBody({
          request: requestKind(facts, messages),
          reason: matching.suggestions.introduced.declineReasons[facts.reason],
          note: facts.note,
        }),
      };
    case "withdrawn":
      return { title: mail.withdrawnTitle, body: mail.withdrawnBody };
    case "message":
      // An author without names stays unnamed, never replaced by their e-mail (issue 18).
      return {
        title: facts.author ? mail.messageTitle(facts.author) : mail.messageTitleUnnamed,
        body: facts.preview,
      };
    case "reviewed":
      return {
        title: matching.profiles.mail.reviewedTitle,
        body: matching.profiles.mail.reviewedBody(facts.rating),
      };
    case "request.due-soon": {
      const { formats } = app;
      return {
        title: reminders.dueSoonTitle(facts.client ?? requests.desk.unknownClient),
        body: reminders.dueSoonBody(
          formatHongKongTime(new Date(facts.dueAt), formats.dateTimeWeekday, formats.dateLocale()),
        ),
      };
    }
    case "answer-reminder": {
      const { formats } = app;
      return {
        title: reminders.answerTitle,
        body: reminders.answerBody({
          district: facts.district ? labelOf(matching.districtLabels, facts.district) : "",
          expires: formatHongKongTime(
            new Date(facts.expiresAt),
            formats.dateTimeWeekday,
            formats.dateLocale(),
          ),
        }),
      };
    }
    case "expired":
      if (facts.audience === "designer")
        return {
          title: reminders.expiredDesignerTitle,
          body: reminders.expiredDesignerBody(requestKind(facts, messages)),
        };
      if (facts.audience === "homeowner")
        return { title: reminders.expiredHomeownerTitle, body: reminders.expiredHomeownerBody };
      return {
        title: reminders.expiredAdminTitle(facts.designer),
        body: reminders.expiredAdminBody(requestKind(facts, messages)),
      };
    case "review-request":
      return { title: reminders.reviewTitle(facts.designer), body: reminders.reviewBody(facts.designer) };
    case "credential.submitted":
    case "credential.verified":
    case "credential.rejected":
    case "credential.expiring":
    case "credential.expired":
      return credentialNoticeText(facts, messages);
  }
}
