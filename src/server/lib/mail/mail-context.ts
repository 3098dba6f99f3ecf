import type { Catalogues } from "#shared/i18n/catalogues.ts";
import type { Db } from "../../db/client.ts";
import type { Mailer } from "./mailer.ts";

/**
 * What writing to people needs: the database (who they are, which language they read), the
 * mailer, the public address their links start with, and every language's words.
 */
export interface MailContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  catalogues: Catalogues;
}
