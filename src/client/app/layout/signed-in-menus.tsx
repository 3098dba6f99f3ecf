import type { CurrentUser } from "#shared/auth/user.ts";
import { NotificationsMenu } from "../../matching/notifications-menu.tsx";
import { UserMenu } from "./user-menu.tsx";

export function SignedInMenus({ user }: { user: CurrentUser }) {
  return (
    <>
      <NotificationsMenu />
      <UserMenu user={user} />
    </>
  );
}
