import type { CurrentUser } from "#shared/auth/user.ts";

/** The designer's home (spec 2 §2). */
export function DesignerDashboard(_props: { user: CurrentUser }) {
  return null;
}
