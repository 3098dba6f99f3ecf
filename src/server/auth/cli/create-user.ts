import { parseArgs } from "node:util";
import { USER_ROLES, type UserRole } from "#shared/auth/roles.ts";
import { runDatabaseCommand, UsageError } from "../../cli.ts";
import { HttpError } from "../../lib/http-errors.ts";
import { createUser } from "../users.ts";

const USAGE =
  "usage: npm run user:create -- --email E --password P --role admin|designer|client " +
  "[--first-name F --last-name L --phone N]";

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
  try {
    const user = await createUser(database.db, {
      email: values.email,
      password: values.password,
      role,
      firstName: values["first-name"] ?? null,
      lastName: values["last-name"] ?? null,
      phoneNumber: values.phone ?? null,
    });
    return `Created ${user.role} ${user.email} (${user.id}).`;
  } catch (error) {
    if (error instanceof HttpError) throw new UsageError(error.message);
    throw error;
  }
});
