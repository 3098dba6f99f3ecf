/** Accounts as admins list them. */
export const userKeys = {
  all: ["users"] as const,
  overview: () => [...userKeys.all, "overview"] as const,
  list: (role: string, query: object) => [...userKeys.all, "list", role, query] as const,
};
