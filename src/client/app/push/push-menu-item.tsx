import { PUSH_ROLES } from "#shared/notifications/push.ts";
import { MenuItem, MenuSeparator } from "../../ui/dropdown-menu.tsx";
import { BellOff, BellRing } from "../../ui/icons.tsx";
import { useWorkspaceMessages } from "../i18n.tsx";
import { useAuth } from "../use-current-user.ts";
import { useDevicePush } from "./use-device-push.ts";

/** The bell's own way to turn this browser's push notifications on or off; nothing where it cannot. */
export function PushMenuItem() {
  const m = useWorkspaceMessages().push;
  const push = useDevicePush();
  const role = useAuth().user?.role;
  if (!role || !(PUSH_ROLES as readonly string[]).includes(role)) return null;
  if (push.state !== "on" && push.state !== "off") return null;
  return (
    <>
      <MenuSeparator />
      <div className="p-1">
        <MenuItem
          disabled={push.busy}
          data-testid="push-menu-item"
          onSelect={(event) => {
            // The menu stays open, so the permission prompt and the answer show beside it.
            event.preventDefault();
            if (push.state === "on") push.turnOff();
            else push.turnOn();
          }}
        >
          {push.state === "on" ? <BellOff aria-hidden="true" /> : <BellRing aria-hidden="true" />}
          {push.state === "on" ? m.bellOff : m.bellHint}
        </MenuItem>
      </div>
    </>
  );
}
