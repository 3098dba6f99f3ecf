import { useEffect, useState } from "react";
import { displayName } from "#shared/auth/display.ts";
import { formatHongKongTime } from "#shared/matching/business-days.ts";
import { DUE_LIST_LIMIT, type DueRequest, MAX_DUE_LIST_LIMIT } from "#shared/matching/due.ts";
import { timeToDue } from "#shared/matching/due-time.ts";
import { requestKind } from "#shared/requests/request-labels.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { useDateFormats } from "../../app/use-date-formats.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { AlarmClock, ChevronRight } from "../../ui/icons.tsx";
import { Link } from "../../ui/link.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { useDueRequests } from "../api/get-due-requests.ts";

/** The admin's view of the 2-business-day promise: waiting requests, most urgent first. */
export function DueRequestsCard() {
  const m = useWorkspaceMessages().matching.notifications.due;
  const [limit, setLimit] = useState(DUE_LIST_LIMIT);
  const { data, isPending, isError, isFetching } = useDueRequests(limit);
  const items = data?.items ?? [];
  // Due times move with the clock, not only with the list: shown again every minute, with no request.
  const now = useMinuteClock();

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6" role="region" aria-labelledby="due-requests-title">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 id="due-requests-title" className="flex items-center gap-2 text-xl font-semibold">
            <AlarmClock aria-hidden="true" className="size-5 text-muted-foreground" />
            {m.title}
          </h2>
          <p className="text-sm text-muted-foreground">{m.description}</p>
        </div>
        {data && data.total > 0 && <p className="text-sm text-muted-foreground">{m.counts(data)}</p>}
      </div>
      {isPending ? (
        <div className="flex flex-col gap-2">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-14" />
          ))}
        </div>
      ) : isError ? (
        <p className="py-4 text-center text-sm text-muted-foreground">{m.loadFailed}</p>
      ) : items.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">{m.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {items.map((item) => (
            <DueRow key={item.id} item={item} now={now} />
          ))}
        </ul>
      )}
      {data && data.total > items.length && limit < MAX_DUE_LIST_LIMIT && (
        <Button
          variant="outline"
          className="self-center"
          disabled={isFetching}
          onClick={() => setLimit((shown) => Math.min(shown + DUE_LIST_LIMIT, MAX_DUE_LIST_LIMIT))}
        >
          {m.showMore}
        </Button>
      )}
    </Card>
  );
}

function DueRow({ item, now }: { item: DueRequest; now: Date }) {
  const messages = useWorkspaceMessages();
  const m = messages.matching.notifications.due;
  const { withWeekday } = useDateFormats();
  const client = displayName(item.client) || messages.profile.noName;
  const due = new Date(item.dueAt);
  const left = timeToDue(due, now);
  const overdue = item.overdue || left.overdue;
  return (
    <li>
      <Link
        to={`/dashboard/forms?id=${item.id}`}
        aria-label={m.open(client)}
        className="group flex items-center gap-3 rounded-md px-1 py-3 hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="truncate font-medium">{client}</span>
          <span className="text-sm break-words text-muted-foreground">{requestKind(item, messages)}</span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1 text-right">
          <Badge tone={overdue ? "destructive" : item.dueSoon ? "warning" : "neutral"}>
            {overdue ? m.overdueBy(left) : m.dueIn(left)}
          </Badge>
          <time dateTime={item.dueAt} className="text-xs text-muted-foreground">
            {formatHongKongTime(due, withWeekday.pattern, withWeekday.locale)}
          </time>
        </span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </Link>
    </li>
  );
}

/** Now, renewed every minute. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tick = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(tick);
  }, []);
  return now;
}
