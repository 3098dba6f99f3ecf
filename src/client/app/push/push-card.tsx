import { PUSH_ROLES } from "#shared/notifications/push.ts";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { BellOff, BellRing } from "../../ui/icons.tsx";
import { useWorkspaceMessages } from "../i18n.tsx";
import { useAuth } from "../use-current-user.ts";
import { useDevicePush } from "./use-device-push.ts";

/** The profile's switch for push notifications on this browser, saying why when it cannot be turned on. */
export function PushCard() {
  const m = useWorkspaceMessages().push;
  const push = useDevicePush();
  const role = useAuth().user?.role;
  const status = {
    loading: "",
    unsupported: m.unsupported,
    blocked: m.blocked,
    off: m.off,
    on: m.on,
  }[push.state];
  if (!role || !(PUSH_ROLES as readonly string[]).includes(role)) return null;
  return (
    <Card data-testid="push-card">
      <CardHeader>
        <CardTitle>{m.title}</CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm" role="status">
          {status}
        </p>
        {push.state === "on" ? (
          <Button variant="outline" disabled={push.busy} onClick={push.turnOff}>
            <BellOff aria-hidden="true" />
            {m.turnOff}
          </Button>
        ) : (
          push.state === "off" && (
            <Button disabled={push.busy} onClick={push.turnOn}>
              <BellRing aria-hidden="true" />
              {m.turnOn}
            </Button>
          )
        )}
      </CardContent>
    </Card>
  );
}
