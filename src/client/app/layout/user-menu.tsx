import { displayName, initials } from "#shared/auth/display.ts";
import { type CurrentUser, LOGOUT_PATH } from "#shared/auth/user.ts";
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from "../../ui/dropdown-menu.tsx";
import { Heart, LogOut, User } from "../../ui/icons.tsx";
import { Link } from "../../ui/link.tsx";
import { useWorkspaceMessages } from "../i18n.tsx";

export function UserMenu({ user }: { user: CurrentUser }) {
  const { app, profile } = useWorkspaceMessages();
  const m = app.nav;
  return (
    <Menu>
      <MenuTrigger
        aria-label={m.userMenu}
        className="flex size-10 items-center justify-center overflow-hidden rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
      >
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt="" className="size-full object-cover" />
        ) : (
          initials(user)
        )}
      </MenuTrigger>
      <MenuContent>
        <div className="px-2 py-1.5">
          <p className="text-sm font-medium">{displayName(user) || profile.noName}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </div>
        <MenuSeparator />
        <MenuItem asChild>
          <Link to="/dashboard/profile">
            <User aria-hidden="true" />
            {m.profile}
          </Link>
        </MenuItem>
        <MenuItem asChild>
          <Link to="/saved-designs">
            <Heart aria-hidden="true" />
            {m.savedDesigns}
          </Link>
        </MenuItem>
        <MenuItem asChild>
          <a href={LOGOUT_PATH}>
            <LogOut aria-hidden="true" />
            {m.logOut}
          </a>
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
