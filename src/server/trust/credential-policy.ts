import type { DesignerCredentialRow, UserRow } from "../db/schema/index.ts";
import { forbidden, notFound } from "../lib/http-errors.ts";

/*
 * Who may do what with a credential (issue 22 §4), in one place. The routes declare the roles
 * (`config.access`: designers and admins; clients are refused there with 403); this decides whose.
 */

const credentialNotFound = () => notFound((m) => m.proofOfTrust.errors.notFound);

/**
 * A credential's document and record: its own designer and the admins. Another designer is refused
 * with 403 rather than 404: ids are random, so the answer tells them nothing they could use.
 */
export function assertCanReadCredential(
  user: UserRow,
  row: DesignerCredentialRow | undefined,
): DesignerCredentialRow {
  if (!row) throw credentialNotFound();
  if (user.role === "admin") return row;
  if (user.role === "designer" && row.designerId === user.id) return row;
  throw forbidden((m) => m.proofOfTrust.errors.notYours);
}

/** Only an admin verifies or rejects, and only a credential that exists. */
export function assertCanReview(
  user: UserRow,
  row: DesignerCredentialRow | undefined,
): DesignerCredentialRow {
  if (user.role !== "admin") throw forbidden();
  if (!row) throw credentialNotFound();
  return row;
}

/** A designer uploads only their own credentials; an admin never uploads for one. */
export function assertCanUpload(user: UserRow): UserRow {
  if (user.role !== "designer") throw forbidden();
  return user;
}
