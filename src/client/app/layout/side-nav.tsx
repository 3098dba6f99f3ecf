import { type CurrentUser, LOGOUT_PATH } from "#shared/auth/user.ts";
import { cn } from "../../ui/cn.ts";
import { LogOut } from "../../ui/icons.tsx";
import { NavLink } from "../../ui/link.tsx";
import { useWorkspaceMessages } from "../i18n.tsx";
import { SIDE_NAV_COLUMN } from "./side-nav-column.ts";
import { workspaceLinks } from "./workspace-links.ts";

const sideLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive
      ? "bg-secondary text-secondary-foreground"
      : "text-muted-foreground hover:bg-muted hover:text-foreground",
  );

/** Spec 2 §2: the signed-in area's navigation, from the medium breakpoint up, 64 units wide. */
export function SideNav({ user }: { user: CurrentUser }) {
  const m = useWorkspaceMessages().app.sideNav;
  return (
    <aside className={SIDE_NAV_COLUMN}>
      <nav aria-label={m.portal[user.role]} className="sticky top-16 flex flex-col gap-1 p-4">
        <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {m.portal[user.role]}
        </p>
        {workspaceLinks(m, user.role).map((link) => (
          <NavLink key={link.to} to={link.to} end className={sideLinkClass}>
            {link.label}
          </NavLink>
        ))}
        <a href={LOGOUT_PATH} className={sideLinkClass({ isActive: false })}>
          <LogOut aria-hidden="true" className="size-4" />
          {m.logOut}
        </a>
      </nav>
    </aside>
  );
}
