export const USER_ROLES = ["admin", "designer", "client"] as const;
export type UserRole = (typeof USER_ROLES)[number];
