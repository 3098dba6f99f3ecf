import { formatDistanceToNow, parseISO } from "date-fns";
import { useNavigate } from "react-router";
import type { NotificationItem } from "#shared/matching/notifications.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { PushMenuItem } from "../app/push/push-menu-item.tsx";
import { Button } from "../ui/button.tsx";
import { cn } from "../ui/cn.ts";
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from "../ui/dropdown-menu.tsx";
import { Bell, CheckCheck } from "../ui/icons.tsx";
import { useNotifications } from "./api/get-notifications.ts";
import { useMarkNotificationsRead } from "./api/mark-notifications-read.ts";

/** The badge stops counting here. */
const BADGE_MAX = 99;

/** The bell of a signed-in user: unread count, the newest notifications, each leading to its page. */
export function NotificationsMenu() {
  const { matching, app } = useWorkspaceMessages();
  const m = matching.notifications.menu;
  const { data, isError } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];

  function open(item: NotificationItem) {
    if (!item.readAt) markRead.mutate([item.id]);
    navigate(item.link);
  }

  return (
    <Menu>
      <MenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? m.labelWithCount(unread) : m.label}
          data-testid="notifications-bell"
        >
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground"
            >
              {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
            </span>
          )}
        </Button>
      </MenuTrigger>
      <MenuContent flush className="w-[min(24rem,calc(100vw-1.5rem))]">
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <p className="text-sm font-semibold">{m.title}</p>
          <MenuItem
            layout="small"
            disabled={unread === 0 || markRead.isPending}
            onSelect={(event) => {
              event.preventDefault();
              markRead.mutate(undefined);
            }}
          >
            <CheckCheck aria-hidden="true" />
            {m.markAllRead}
          </MenuItem>
        </div>
        <MenuSeparator />
        <div className="max-h-[min(28rem,70vh)] overflow-y-auto p-1">
          {items.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">
              {isError ? m.loadFailed : m.empty}
            </p>
          ) : (
            items.map((item) => (
              <MenuItem key={item.id} layout="entry" onSelect={() => open(item)}>
                <span
                  aria-hidden="true"
                  className={cn(
                    "mt-1.5 size-2 shrink-0 rounded-full",
                    item.readAt ? "bg-transparent" : "bg-primary",
                  )}
                />
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className={cn("text-sm", item.readAt ? "font-normal" : "font-semibold")}>
                    {item.title}
                    {!item.readAt && <span className="sr-only"> ({m.unreadMark})</span>}
                  </span>
                  {item.body && (
                    <span className="line-clamp-2 text-xs text-muted-foreground">{item.body}</span>
                  )}
                  <time dateTime={item.createdAt} className="text-xs text-muted-foreground">
                    {formatDistanceToNow(parseISO(item.createdAt), {
                      addSuffix: true,
                      locale: app.formats.dateLocale(),
                    })}
                  </time>
                </span>
              </MenuItem>
            ))
          )}
        </div>
        <PushMenuItem />
      </MenuContent>
    </Menu>
  );
}
