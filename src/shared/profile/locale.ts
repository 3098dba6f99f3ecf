import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";

/** PUT /api/user/locale: the reader's choice of language. */
export const localeChoiceSchema = z.object({
  locale: z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(", ")}` }),
});
