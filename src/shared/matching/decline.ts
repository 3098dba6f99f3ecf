import { z } from "zod";
import { englishMessages, type Messages } from "../i18n/index.ts";

/** Why a designer declines an introduction: the admins read it to pick a replacement (issue 19, 9d). */
export const DECLINE_REASONS = [
  "fully_booked",
  "budget",
  "outside_district",
  "style",
  "project_type",
  "other",
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const DECLINE_NOTE_MAX = 500;

/** POST /api/designer/introductions/:id/decline: a reason from the list, and a note if they like. */
export function declineSchema(
  m: Messages["matching"]["introductions"] = englishMessages.matching.introductions,
) {
  const v = m.validation;
  return z.object(
    {
      reason: z.enum(DECLINE_REASONS, { error: v.declineReason }),
      note: z
        .string({ error: v.tooLong(DECLINE_NOTE_MAX) })
        .trim()
        .max(DECLINE_NOTE_MAX, v.tooLong(DECLINE_NOTE_MAX))
        .default(""),
    },
    { error: v.declineReason },
  );
}

export type DeclineFields = z.output<ReturnType<typeof declineSchema>>;
