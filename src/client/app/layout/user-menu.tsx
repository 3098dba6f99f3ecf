import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Heart, LogOut, User } from "lucide-react";
import { Link } from "react-router";
import { displayName, initials } from "#shared/auth/display.ts";
import { type CurrentUser, LOGOUT_PATH } from "#shared/auth/user.ts";
import { useMessages } from "../i18n.tsx";

const ITEM =
  "flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted";

export function UserMenu({ user }: { user: CurrentUser }) {
  const m = useMessages().app.nav;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={m.userMenu}
        className="flex size-10 items-center justify-center overflow-hidden rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
      >
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt="" className="size-full object-cover" />
        ) : (
          initials(user)
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg"
        >
          <div className="px-2 py-1.5">
            <p className="text-sm font-medium">{displayName(user)}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/dashboard/profile">
              <User aria-hidden="true" className="size-4" />
              {m.profile}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/saved-designs">
              <Heart aria-hidden="true" className="size-4" />
              {m.savedDesigns}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM}>
            <a href={LOGOUT_PATH}>
              <LogOut aria-hidden="true" className="size-4" />
              {m.logOut}
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
