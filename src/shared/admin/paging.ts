import { z } from "zod";
import type { Messages } from "../i18n/index.ts";

/** `page` (from 1) and `pageSize` query parameters of the admin lists. */
export function pagingSchema(v: Messages["admin"]["validation"], defaultSize: number, maxSize: number) {
  const sizeError = v.pageSize(maxSize);
  return {
    page: z.coerce.number({ error: v.page }).int(v.page).min(1, v.page).max(100_000, v.page).default(1),
    pageSize: z.coerce
      .number({ error: sizeError })
      .int(sizeError)
      .min(1, sizeError)
      .max(maxSize, sizeError)
      .default(defaultSize),
  };
}
