// The simulated admins' accounts, made in one process before the server starts: `npm run user:create`
// once for each of 100 admins cost a Node start and a database open each (about 4 minutes on PGlite).
// Same service calls as that command (createUser, setTotpSecret), with the accounts as JSON on stdin.
import { text } from "node:stream/consumers";
import { setTotpSecret } from "../../src/server/auth/second-factor/totp-store.ts";
import { createUser } from "../../src/server/auth/users.ts";
import { runDatabaseCommand } from "../../src/server/cli.ts";
import type { Account } from "./sessions.ts";

/** Hashes take a threadpool thread each: a few at once. */
const AT_ONCE = 4;

await runDatabaseCommand("create the load admins", async (database) => {
  const accounts = JSON.parse(await text(process.stdin)) as Account[];
  let next = 0;
  const createNext = async () => {
    for (let account = accounts[next++]; account !== undefined; account = accounts[next++]) {
      const { email, password, totpSecret } = account;
      await database.db.transaction(async (tx) => {
        const user = await createUser(tx, {
          email,
          password,
          role: "admin",
          firstName: null,
          lastName: null,
        });
        if (totpSecret) await setTotpSecret(tx, user.id, totpSecret);
      });
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, createNext));
  return `Created ${accounts.length} admins.`;
});
