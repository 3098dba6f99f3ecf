export const accountKeys = {
  currentUser: ["current-user"] as const,
  profile: ["profile"] as const,
};
