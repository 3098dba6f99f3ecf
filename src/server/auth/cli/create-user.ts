import { parseArgs } from "node:util";
import { USER_ROLES, type UserRole } from "#shared/auth/roles.ts";
import { runDatabaseCommand, UsageError } from "../../cli.ts";
import { HttpError } from "../../lib/http-errors.ts";
import { isUsableTotpSecret } from "../second-factor/totp.ts";
import { setTotpSecret } from "../second-factor/totp-store.ts";
import { createUser } from "../users.ts";

const USAGE =
  "usage: npm run user:create -- --email E --password P --role admin|designer|client " +
  "[--first-name F --last-name L --phone N] [--totp-secret BASE32]";

function parseArguments() {
  try {
    return parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        role: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" },
        phone: { type: "string" },
        "totp-secret": { type: "string" },
      },
      strict: true,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
}

await runDatabaseCommand("user:create", async (database) => {
  const { values } = parseArguments();
  const role = values.role as UserRole | undefined;
  if (!values.email || !values.password || !role) throw new UsageError(USAGE);
  if (!USER_ROLES.includes(role)) throw new UsageError(`--role must be one of ${USER_ROLES.join(", ")}`);
  if (values.password.length < 8 || values.password.length > 128) {
    throw new UsageError("--password must be 8 to 128 characters");
  }
  // Apps show and take the key in groups and either case; it is stored as they compute with it.
  const totpSecret = values["totp-secret"]?.replace(/[\s-]+/g, "").toUpperCase();
  if (totpSecret !== undefined && !isUsableTotpSecret(totpSecret)) {
    throw new UsageError("--totp-secret must be base32 (A-Z, 2-7), at least 16 characters");
  }
  try {
    const user = await database.db.transaction(async (tx) => {
      const created = await createUser(tx, {
        email: values.email as string,
        password: values.password as string,
        role,
        firstName: values["first-name"] ?? null,
        lastName: values["last-name"] ?? null,
        phoneNumber: values.phone ?? null,
      });
      if (totpSecret) await setTotpSecret(tx, created.id, totpSecret);
      return created;
    });
    const factor = totpSecret ? ", with an authenticator app (sign in with its current code)" : "";
    return `Created ${user.role} ${user.email} (${user.id})${factor}.`;
  } catch (error) {
    if (error instanceof HttpError) throw new UsageError(error.message);
    throw error;
  }
});
