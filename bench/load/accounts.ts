// The accounts the simulated clients sign in with, made through the API before the run.
import { createBrowser } from "./browser.ts";
import { createLatencyLog } from "./latency-log.ts";
import type { Account } from "./sessions.ts";

/** Registrations under way at once: each hashes a password, which takes a threadpool thread. */
const AT_ONCE = 4;

/** The address person `index` sends as X-Forwarded-For: 10.0.0.0/8, one each. */
export const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/** Registers `count` clients, the n-th from person `firstIndex + n`'s address (as that person would). */
export async function registerClients(
  baseUrl: string,
  count: number,
  firstIndex: number,
): Promise<Account[]> {
  const accounts = Array.from({ length: count }, (_, n) => ({
    email: `load-client-${n}@example.com`,
    password: `load client password ${n}`,
  }));
  // Not part of the measurement: its own log, only read for failures.
  const log = createLatencyLog();
  for (let start = 0; start < count; start += AT_ONCE) {
    await Promise.all(
      accounts.slice(start, start + AT_ONCE).map(async (account, offset) => {
        const n = start + offset;
        const browser = createBrowser(baseUrl, addressOf(firstIndex + n), log);
        // A request needs a complete profile: registration asks no phone number, the profile does.
        await browser.post("register", "/api/auth/register", {
          firstName: "Load",
          lastName: `Client ${n}`,
          ...account,
        });
        return browser.patch("profile", "/api/user/profile", {
          firstName: "Load",
          lastName: `Client ${n}`,
          phoneNumber: `+852 9${String(n % 10_000_000).padStart(7, "0")}`,
        });
      }),
    );
  }
  const { total, problems } = log.summary(1);
  if (total.errors > 0) throw new Error(`registering the clients failed: ${[...problems.keys()].join(", ")}`);
  return accounts;
}
