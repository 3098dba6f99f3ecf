import { z } from "zod";
import type { Messages } from "../i18n/index.ts";

/** A homeowner names at most this many designers they would like to hear from (issue 19 §10). */
export const MAX_WISHED_DESIGNERS = 3;

/**
 * The designers named on a request: ids, each once, at most 3. Absent in an edit: the request keeps
 * the ones it has. That each is a vetted designer is the server's check (it needs the database).
 */
export function wishedDesignerIds(m: Messages["requests"]["wishes"]) {
  return z
    .array(z.uuid({ error: m.invalid }), { error: m.invalid })
    .transform((ids) => [...new Set(ids)])
    .pipe(z.array(z.string()).max(MAX_WISHED_DESIGNERS, m.tooMany(MAX_WISHED_DESIGNERS)))
    .optional();
}
