import type { CurrentUser } from "#shared/auth/user.ts";

/** The administrator's home (spec 2 §2). */
export function AdminDashboard(_props: { user: CurrentUser }) {
  return null;
}
