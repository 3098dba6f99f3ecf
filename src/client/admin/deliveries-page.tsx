import { useState } from "react";
import type { AdminDelivery } from "#shared/admin/deliveries.ts";
import { DELIVERY_STATES, type DeliveryState } from "#shared/admin/delivery-states.ts";
import { errorText } from "../app/api.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { Container } from "../ui/container.tsx";
import { Bell, Mail, RotateCcw, Send } from "../ui/icons.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Pager } from "../ui/pager.tsx";
import { toast } from "../ui/toast.tsx";
import { ToggleChip } from "../ui/toggle-chip.tsx";
import { adminPage } from "./admin-page.tsx";
import { useDeliveries } from "./api/get-deliveries.ts";
import { useRetryDelivery } from "./api/retry-delivery.ts";
import { CardList } from "./card-list.tsx";

const STATE_TONES = {
  queued: "neutral",
  sending: "primary",
  retrying: "warning",
  sent: "success",
  failed: "destructive",
} as const satisfies Record<DeliveryState, string>;

function DeliveryCard({ delivery }: { delivery: AdminDelivery }) {
  const { admin, app } = useWorkspaceMessages();
  const t = admin.deliveries;
  const retry = useRetryDelivery();
  const when = (iso: string) =>
    new Date(iso).toLocaleString(app.formats.locale, { dateStyle: "medium", timeStyle: "short" });
  const ChannelIcon = delivery.channel === "mail" ? Mail : Bell;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <ChannelIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="sr-only">{t.channels[delivery.channel] ?? delivery.channel}</span>
          <h2 className="font-semibold break-words">{t.kinds[delivery.kind] ?? delivery.kind}</h2>
        </div>
        <Badge tone={STATE_TONES[delivery.state]}>{t.states[delivery.state]}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t.recipient}</dt>
        <dd className="min-w-0 break-all">{delivery.recipient}</dd>
        <dt className="text-muted-foreground">{t.queuedAt}</dt>
        <dd>
          <time dateTime={delivery.createdAt}>{when(delivery.createdAt)}</time> ·{" "}
          {t.attempts(delivery.attempts)}
        </dd>
        {delivery.sentAt && (
          <>
            <dt className="text-muted-foreground">{t.sentAt}</dt>
            <dd>
              <time dateTime={delivery.sentAt}>{when(delivery.sentAt)}</time>
            </dd>
          </>
        )}
      </dl>
      {delivery.lastError && delivery.state !== "sent" && (
        <div className="rounded-lg bg-muted p-3 text-sm">
          <p className="font-medium">{t.lastError}</p>
          <p className="font-mono text-xs break-all whitespace-pre-line text-muted-foreground">
            {delivery.lastError}
          </p>
        </div>
      )}
      {delivery.state === "failed" && (
        <div>
          <Button
            variant="outline"
            size="sm"
            aria-label={t.retryFor(delivery.recipient)}
            disabled={retry.isPending}
            onClick={() =>
              retry.mutate(delivery.id, {
                onSuccess: () => toast({ title: t.retried, variant: "success" }),
                onError: (error) => toast({ title: errorText(error, t.retryFailed), variant: "destructive" }),
              })
            }
          >
            <RotateCcw aria-hidden="true" />
            {t.retry}
          </Button>
        </div>
      )}
    </Card>
  );
}

function DeliveryLog() {
  const { admin, app } = useWorkspaceMessages();
  const t = admin.deliveries;
  const [page, setPage] = useState(1);
  const [state, setState] = useState<DeliveryState | null>(null);
  const list = useDeliveries(page, state);
  const items = list.data?.items ?? [];
  const choose = (next: DeliveryState | null) => {
    setState(next);
    setPage(1);
  };

  return (
    <Container width="4xl" className="flex flex-col gap-6 py-10">
      <PageHeader title={app.meta.pages.deliveries.title} description={t.subtitle} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t.stateFilter}</legend>
        <div className="flex flex-wrap gap-2">
          <ToggleChip label={t.allStates} on={state === null} onToggle={() => choose(null)} />
          {DELIVERY_STATES.map((option) => (
            <ToggleChip
              key={option}
              label={t.states[option]}
              on={state === option}
              onToggle={() => choose(state === option ? null : option)}
            />
          ))}
        </div>
      </fieldset>
      {(list.data?.failed ?? 0) > 0 && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-destructive">
          <Send aria-hidden="true" className="size-4" />
          {t.failedCount(list.data?.failed ?? 0)}
        </p>
      )}
      <CardList
        query={list}
        items={items}
        loadFailed={t.loadFailed}
        retryLabel={admin.users.retry}
        emptyState={{ icon: <Send aria-hidden="true" />, title: t.emptyTitle, text: t.emptyText }}
        placeholderHeight="h-32"
        card={(delivery) => <DeliveryCard delivery={delivery} />}
      />
      <Pager
        result={list.data}
        onPage={(next) => {
          setPage(next);
          window.scrollTo({ top: 0 });
        }}
        labels={app.paging}
      />
    </Container>
  );
}

/** /dashboard/deliveries: the operator's view of delivery (issue 21 §5), for admins. */
export const DeliveriesPage = adminPage("deliveries", DeliveryLog);
