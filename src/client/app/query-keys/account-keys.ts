export const accountKeys = {
  currentUser: ["current-user"] as const,
  profile: ["profile"] as const,
  /** The account's sessions and sign-in history: ending a session refreshes both. */
  activity: ["account-activity"] as const,
  sessions: ["account-activity", "sessions"] as const,
  signIns: ["account-activity", "sign-ins"] as const,
  /** The account's second factor: app, passkeys, recovery codes left. */
  secondFactor: ["second-factor"] as const,
};
