import { runCommand, UsageError } from "../../cli.ts";
import { isUsableTotpSecret, totpCodeAt } from "../second-factor/totp.ts";

const USAGE = "usage: npm run totp:code -- BASE32_SECRET";

// For scripts and the demo without a phone at hand: what an authenticator app would show now.
await runCommand("totp:code", async () => {
  const secret = process.argv[2]?.replace(/[\s-]+/g, "").toUpperCase();
  if (!secret || !isUsableTotpSecret(secret)) throw new UsageError(USAGE);
  const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
  return `${totpCodeAt(secret)} (the app shows the next code in ${secondsLeft} s; this one is accepted 30 s longer)`;
});
