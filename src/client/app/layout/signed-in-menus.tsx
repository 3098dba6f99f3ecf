import type { CurrentUser } from "#shared/auth/user.ts";
import { NotificationsMenu } from "../../matching/notifications-menu.tsx";
import { UserMenu } from "./user-menu.tsx";

export function SignedInMenus({ user }: { user: CurrentUser }) {
  return (
    <>
      {/* An admin still to set up the second factor reaches no notifications (the server refuses them). */}
      {!user.secondFactorSetupRequired && <NotificationsMenu />}
      <UserMenu user={user} />
    </>
  );
}
