import type { CurrentUser } from "#shared/auth/user.ts";
import { NotificationsMenu } from "../../matching/notifications-menu.tsx";
import { NavLink } from "../../ui/link.tsx";
import { useWorkspaceMessages } from "../i18n.tsx";
import { LiveUpdates } from "../live/live-updates.tsx";
import type { NavLink as Destination } from "./nav-links.ts";
import { UserMenu } from "./user-menu.tsx";
import { workspaceLinks } from "./workspace-links.ts";

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

/**
 * The open phone menu's part for a signed-in user: their area's links under its name, less those the menu
 * already shows (from the medium breakpoint up, the side navigation holds them).
 */
export function WorkspaceMenuLinks({
  user,
  shown,
  linkClass,
  onNavigate,
}: {
  user: CurrentUser;
  shown: Destination[];
  linkClass: (state: { isActive: boolean }) => string;
  onNavigate: () => void;
}) {
  const m = useWorkspaceMessages().app.sideNav;
  return (
    <div className="mt-2 flex flex-col gap-1 border-t border-border pt-3 md:hidden">
      <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {m.portal[user.role]}
      </p>
      {workspaceLinks(m, user.role)
        .filter((link) => !shown.some((top) => top.to === link.to))
        .map((link) => (
          <NavLink key={link.to} to={link.to} end className={linkClass} onClick={onNavigate}>
            {link.label}
          </NavLink>
        ))}
    </div>
  );
}
