import type { z } from "zod";
import type { designImageSchema, designPageSchema, designSchema } from "./responses.ts";

// Types only: the client's first page must not load zod for them.
export type DesignImage = z.infer<typeof designImageSchema>;
/** A portfolio item as the API shows it (spec 1 §3, plus typed amounts and the designer). */
export type Design = z.infer<typeof designSchema>;
export type DesignPage = z.infer<typeof designPageSchema>;
