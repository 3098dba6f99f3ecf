export const pushKeys = {
  all: ["push"] as const,
  /** The server's VAPID public key. */
  key: () => [...pushKeys.all, "key"] as const,
  /** This browser's push state for the signed-in user (read from the browser, not the API). */
  device: (userId: string) => [...pushKeys.all, "device", userId] as const,
};
