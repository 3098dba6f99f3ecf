import type { ActiveSession, Device, SignInRecord } from "#shared/auth/account-activity.ts";
import { errorText } from "../app/api.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { useDateFormats } from "../app/use-date-formats.ts";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card.tsx";
import { formatDate } from "../ui/format-date.ts";
import { LogOut, Monitor, Smartphone, Tablet } from "../ui/icons.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { toast } from "../ui/toast.tsx";
import { useEndSessions, useSessions, useSignIns } from "./api/account-activity.ts";
import { deviceName } from "./device-name.ts";

const DEVICE_ICONS = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, other: Monitor } as const;

function DeviceIcon({ device }: { device: Device }) {
  const Icon = DEVICE_ICONS[device.kind];
  return <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />;
}

function Loading() {
  return (
    <div className="flex flex-col gap-3">
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

function SessionRow({ session }: { session: ActiveSession }) {
  const { accountActivity: m, profile } = useWorkspaceMessages();
  const dates = useDateFormats();
  const end = useEndSessions();
  const name = deviceName(session.device, m.device);
  // The row is gone once the list refreshes, so the answer is awaited here rather than in mutate's
  // callbacks, which an unmounted row would never run.
  const onEnd = () =>
    end.mutateAsync(session.id).then(
      () => toast({ title: m.sessions.ended, variant: "success" }),
      (error: unknown) =>
        toast({ title: errorText(error, profile.settings.failureFallback), variant: "destructive" }),
    );
  return (
    <li className="flex flex-wrap items-start gap-3 py-3">
      <DeviceIcon device={session.device} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          {name}
          {session.current && <Badge tone="success">{m.sessions.thisBrowser}</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          {m.sessions.signedInAt(formatDate(session.signedInAt, dates.longWithTime, ""))} ·{" "}
          {m.methods[session.authMethod]}
        </p>
        <p className="text-sm text-muted-foreground">
          {m.sessions.lastSeen(formatDate(session.lastSeenAt, dates.longWithTime, ""))}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          onClick={onEnd}
          disabled={end.isPending}
          aria-label={m.sessions.endLabel(name)}
        >
          <LogOut aria-hidden="true" />
          {m.sessions.end}
        </Button>
      )}
    </li>
  );
}

function SessionList() {
  const { accountActivity: m, profile } = useWorkspaceMessages();
  const sessions = useSessions();
  const endOthers = useEndSessions();
  if (sessions.isPending) return <Loading />;
  if (sessions.isError) return <p className="text-sm text-destructive">{m.sessions.loadFailed}</p>;
  const others = sessions.data.filter((session) => !session.current).length;
  const onEndOthers = () =>
    endOthers.mutate("others", {
      onSuccess: () => toast({ title: m.sessions.endedOthers, variant: "success" }),
      onError: (error) =>
        toast({ title: errorText(error, profile.settings.failureFallback), variant: "destructive" }),
    });
  return (
    <div className="flex flex-col gap-3">
      <ul className="divide-y divide-border">
        {sessions.data.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      {others > 0 ? (
        <Button variant="outline" className="self-start" onClick={onEndOthers} disabled={endOthers.isPending}>
          <LogOut aria-hidden="true" />
          {m.sessions.endOthers}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">{m.sessions.onlyThis}</p>
      )}
    </div>
  );
}

function SignInRow({ signIn }: { signIn: SignInRecord }) {
  const m = useWorkspaceMessages().accountActivity;
  const dates = useDateFormats();
  return (
    <li className="flex items-start gap-3 py-2.5">
      <DeviceIcon device={signIn.device} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {formatDate(signIn.at, dates.longWithTime, "")}
          {signIn.newBrowser && <Badge tone="warning">{m.history.newBrowser}</Badge>}
        </p>
        <p className="text-sm text-muted-foreground break-words">
          {deviceName(signIn.device, m.device)} · {m.methods[signIn.authMethod]}
        </p>
      </div>
    </li>
  );
}

function SignInList() {
  const m = useWorkspaceMessages().accountActivity;
  const signIns = useSignIns();
  if (signIns.isPending) return <Loading />;
  if (signIns.isError) return <p className="text-sm text-destructive">{m.history.loadFailed}</p>;
  if (signIns.data.length === 0) return <p className="text-sm text-muted-foreground">{m.history.empty}</p>;
  return (
    <ul className="divide-y divide-border">
      {signIns.data.map((signIn) => (
        <SignInRow key={signIn.at} signIn={signIn} />
      ))}
    </ul>
  );
}

/** Where the account is signed in and how it was signed in lately: spot a stranger and shut them out. */
export function AccountActivityCard() {
  const m = useWorkspaceMessages().accountActivity;
  return (
    <Card id="sessions">
      <CardHeader>
        <CardTitle>{m.sessions.title}</CardTitle>
        <CardDescription>{m.sessions.text}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-8">
        <SessionList />
        <section aria-labelledby="sign-in-history-title" className="flex flex-col gap-2">
          <h3 id="sign-in-history-title" className="font-semibold">
            {m.history.title}
          </h3>
          <p className="text-sm text-muted-foreground">{m.history.text}</p>
          <SignInList />
        </section>
      </CardContent>
    </Card>
  );
}
