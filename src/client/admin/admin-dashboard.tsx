import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { CurrentUser } from "#shared/auth/user.ts";
import type { RequestStatus } from "#shared/requests/constants.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { buttonClasses } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { Container } from "../ui/container.tsx";
import { FilePlus2, Images, Inbox, ListChecks, Users } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { LinkCard } from "../ui/link-card.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { useDeskList } from "./api/get-desk-list.ts";
import { useDeskSummary } from "./api/get-desk-summary.ts";
import { usersOverviewQuery } from "./api/get-users-overview.ts";
import { useDeskActions } from "./desk/desk-actions.tsx";
import { DeskFilters } from "./desk/desk-filters.tsx";
import { DeskRequestDialog } from "./desk/desk-request-dialog.tsx";
import { DeskTable } from "./desk/desk-table.tsx";
import { DueRequestsCard } from "./desk/due-requests-card.tsx";
import { useDeskAddress } from "./desk/use-desk-address.ts";

/** Spec 2 §2: the dashboard's table shows the first 5 matching forms. */
const RECENT_ROWS = 5;

/** The administrator's home (spec 2 §2): the workspaces, and the newest requests at a glance. */
export function AdminDashboard(_props: { user: CurrentUser }) {
  const { requests, app } = useWorkspaceMessages();
  const m = requests.desk;
  usePageMeta("dashboard");
  const { openId, update } = useDeskAddress();
  const [filters, setFilters] = useState<{ q: string; status: RequestStatus | undefined }>({
    q: "",
    status: undefined,
  });
  const query = { q: filters.q.trim() || undefined, status: filters.status, pageSize: RECENT_ROWS };
  const { data, isPending } = useDeskList(query);
  const summary = useDeskSummary().data;
  const accounts = useQuery(usersOverviewQuery).data;
  const actions = useDeskActions((id) => id === openId && update({ id: undefined, edit: undefined }));
  const total = data?.total ?? 0;

  return (
    <Container className="flex flex-col gap-8 py-10">
      <PageHeader title={m.adminTitle} description={m.adminSubtitle} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <LinkCard
          to="/dashboard/forms"
          icon={<Inbox />}
          title={m.cards.clientForms}
          text={m.cards.clientFormsText(summary?.submitted ?? 0)}
          value={summary?.total.toLocaleString(app.formats.locale) ?? "–"}
        />
        <LinkCard
          to="/dashboard/my-forms"
          icon={<ListChecks />}
          title={m.cards.myForms}
          text={m.cards.myFormsText}
        />
        <LinkCard
          to="/design-request"
          icon={<FilePlus2 />}
          title={m.cards.submitRequest}
          text={m.cards.submitRequestText}
        />
        <LinkCard
          to="/dashboard/clients"
          icon={<Users />}
          title={m.cards.clients}
          text={m.cards.clientsText}
          value={accounts?.totals.clients.toLocaleString(app.formats.locale) ?? "–"}
        />
        <LinkCard
          to="/dashboard/portfolio"
          icon={<Images />}
          title={m.cards.portfolio}
          text={m.cards.portfolioText}
        />
      </div>
      <DueRequestsCard />
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex items-center justify-between gap-4">
          <h2 className="text-xl font-semibold">{m.recentTitle}</h2>
          {total > RECENT_ROWS && (
            <Link to="/dashboard/forms" className={buttonClasses({ variant: "link" })}>
              {m.viewAll}
            </Link>
          )}
        </div>
        <DeskFilters
          q={filters.q}
          status={filters.status}
          exportQuery={query}
          canExport={total > 0}
          onChange={setFilters}
        />
        {!isPending && total === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{m.dashboardEmpty}</p>
        ) : (
          <DeskTable
            items={data?.items ?? []}
            loading={isPending}
            typeHeading={m.columns.formType}
            onView={(request) => update({ id: request.id, edit: undefined })}
          />
        )}
      </Card>
      <DeskRequestDialog
        closeTo="/dashboard"
        titles={{ view: m.viewTitle, edit: m.editTitle }}
        actions={actions}
      />
      {actions.dialogs}
    </Container>
  );
}
