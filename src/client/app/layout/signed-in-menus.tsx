import type { CurrentUser } from "#shared/auth/user.ts";
import { NotificationsMenu } from "../../matching/notifications-menu.tsx";
import { LiveUpdates } from "../live/live-updates.tsx";
import { UserMenu } from "./user-menu.tsx";

export function SignedInMenus({ user }: { user: CurrentUser }) {
  return (
    <>
      {/* An admin still to set up the second factor reaches no notifications (the server refuses them). */}
      {!user.secondFactorSetupRequired && <NotificationsMenu />}
      {/* One live stream per signed-in tab; the same session has none before its second factor. */}
      {!user.secondFactorSetupRequired && <LiveUpdates />}
      <UserMenu user={user} />
    </>
  );
}
