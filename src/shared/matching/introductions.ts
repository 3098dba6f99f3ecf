import { z } from "zod";
import { englishMessages, type Messages } from "../i18n/index.ts";
import { hongKongToday } from "./business-days.ts";
import {
  FEE_TYPES,
  type FeeType,
  MAX_INTRODUCTIONS,
  MIN_INTRODUCTIONS,
  PROPOSAL_SCOPE_ITEMS,
} from "./constants.ts";
import type {
  contactSchema,
  introducedRequestSchema,
  introductionSchema,
  requestEventSchema,
  shownProposalSchema,
  threadMessageSchema,
} from "./responses.ts";

type IntroMessages = Messages["matching"]["introductions"];

export const PROPOSAL_TEXT_MAX = 2000;
export const MESSAGE_MAX = 4000;
export const FEE_MAX = 100_000_000;
export const TIMELINE_MAX_WEEKS = 104;

/** An admin's introductions: 1 to 3 designers, none twice. */
export function introduceSchema(m: IntroMessages = englishMessages.matching.introductions) {
  const v = m.validation;
  return z.object({
    designerIds: z
      .array(z.uuid({ error: v.designersInvalid }), { error: v.designersInvalid })
      .transform((ids) => [...new Set(ids)])
      .pipe(
        z.array(z.string()).min(MIN_INTRODUCTIONS, v.designersCount).max(MAX_INTRODUCTIONS, v.designersCount),
      ),
  });
}

/** A number, or the text of a number input ('12'); not any value JavaScript would turn into one ([[12]], true). */
const numberOrText = (schema: z.ZodNumber) =>
  z.preprocess((value) => (typeof value === "string" ? Number(value) : value), schema);

const wholeHkd = (message: string) =>
  numberOrText(z.number({ error: message }).int(message).min(0, message).max(FEE_MAX, message));

/** A designer's proposal when accepting: comparable with the others' (issue: matching §4). */
export function proposalSchema(m: IntroMessages = englishMessages.matching.introductions) {
  const v = m.validation;
  return z
    .object({
      feeType: z.enum(FEE_TYPES, { error: v.feeType }),
      feeMin: wholeHkd(v.fee),
      feeMax: z.preprocess(
        (value) => (value === "" || value === undefined ? null : value),
        wholeHkd(v.fee).nullable(),
      ),
      scopeItems: z
        .array(z.enum(PROPOSAL_SCOPE_ITEMS, { error: v.scope }), { error: v.scope })
        .min(1, v.scope)
        .transform((items) => [...new Set(items)]),
      scopeNotes: z.string().trim().max(PROPOSAL_TEXT_MAX, v.tooLong(PROPOSAL_TEXT_MAX)).default(""),
      timelineWeeks: numberOrText(
        z
          .number({ error: v.timeline })
          .int(v.timeline)
          .min(1, v.timeline)
          .max(TIMELINE_MAX_WEEKS, v.timeline),
      ),
      earliestSiteVisit: z.iso
        .date({ error: v.siteVisit })
        .refine((day) => day >= hongKongToday(), v.siteVisitPast),
      note: z.string().trim().max(PROPOSAL_TEXT_MAX, v.tooLong(PROPOSAL_TEXT_MAX)).default(""),
    })
    .superRefine((value, ctx) => {
      if (value.feeType === "range" && (value.feeMax === null || value.feeMax <= value.feeMin)) {
        ctx.addIssue({ code: "custom", path: ["feeMax"], message: v.feeRange });
      }
    })
    .transform((value) => ({ ...value, feeMax: value.feeType === "range" ? value.feeMax : null }));
}

/** What the proposal form sends: numbers may still be the text of their inputs. */
export interface ProposalInput {
  feeType: FeeType;
  feeMin: number | string;
  feeMax: number | string | null;
  scopeItems: string[];
  scopeNotes: string;
  timelineWeeks: number | string;
  earliestSiteVisit: string;
  note: string;
}
export type ProposalFields = z.output<ReturnType<typeof proposalSchema>>;

export function messageSchema(m: IntroMessages = englishMessages.matching.introductions) {
  return z.object({
    body: z
      .string({ error: m.validation.messageRequired })
      .trim()
      .min(1, m.validation.messageRequired)
      .max(MESSAGE_MAX, m.validation.tooLong(MESSAGE_MAX)),
  });
}

// Types only: the client's pages must not load the response schemas for them.
export type Proposal = z.infer<typeof shownProposalSchema>;
/** Contact details: each side sees the other's only once the client has chosen the designer. */
export type Contact = z.infer<typeof contactSchema>;
/** An introduction as the client and the admins see it. */
export type Introduction = z.infer<typeof introductionSchema>;
/** What a designer sees of a request introduced to them: the brief, never the client's contact details before being chosen. */
export type IntroducedRequest = z.infer<typeof introducedRequestSchema>;
export type ThreadMessage = z.infer<typeof threadMessageSchema>;
export type RequestEvent = z.infer<typeof requestEventSchema>;
