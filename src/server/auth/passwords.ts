import { hash, verify } from "@node-rs/argon2";
import { threadpoolSlots } from "../lib/threadpool-slots.ts";

/**
 * OWASP's Argon2id parameters: 19 MiB, 2 passes, 1 lane (about 10 ms a hash here). Argon2id is the library's
 * default algorithm; its `Algorithm` enum exists only in its types (a const enum), so it is not named here.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes take turns: a burst of sign-ins took every threadpool thread, stalling file reads and compression. */
const inHashSlot = threadpoolSlots();

export function hashPassword(password: string): Promise<string> {
  return inHashSlot(() => hash(password, OPTIONS));
}

/**
 * Whether `password` is the one `hashed` was made from. A stored value that is not a hash is an error, not a
 * wrong password: refusing it quietly left an account that could never sign in with nothing in the log.
 */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await inHashSlot(() => verify(hashed, password));
  } catch (error) {
    if ((error as { code?: unknown }).code === "InvalidArg")
      throw new Error("A stored password hash could not be read", { cause: error });
    throw error;
  }
}
