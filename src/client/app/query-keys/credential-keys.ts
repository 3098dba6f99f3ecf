import type { CredentialState } from "#shared/trust/constants.ts";

/** Proof of trust (issue 22 §4): a designer's own credentials and the admins' queue. */
export const credentialKeys = {
  all: ["credentials"] as const,
  own: () => [...credentialKeys.all, "own"] as const,
  queues: () => [...credentialKeys.all, "queue"] as const,
  queue: (state: CredentialState) => [...credentialKeys.queues(), state] as const,
};
