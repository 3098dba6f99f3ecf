import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { createUser, findUserByEmail } from "./users.ts";

/** Creates the ADMIN_EMAIL account at start when it does not exist yet; never changes an existing one. */
export async function ensureAdminAccount(
  db: Db,
  admin: { email: string; password: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const existing = await findUserByEmail(db, admin.email);
  if (existing) {
    if (existing.role !== "admin") {
      log.warn(
        { email: existing.email },
        "ADMIN_EMAIL belongs to an account that is not an admin; left unchanged",
      );
    }
    return;
  }
  await createUser(db, { email: admin.email, password: admin.password, role: "admin" });
  log.info({ email: admin.email }, "admin account created from ADMIN_EMAIL");
}
