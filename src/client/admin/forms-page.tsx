import { useCallback } from "react";
import { displayName } from "#shared/auth/display.ts";
import type { RequestStatus } from "#shared/requests/constants.ts";
import { DESK_PAGE_SIZE } from "#shared/requests/desk-query.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { Container } from "../ui/container.tsx";
import { FileSearch, X } from "../ui/icons.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Pager } from "../ui/pager.tsx";
import { adminPage } from "./admin-page.tsx";
import { useDeskList } from "./api/get-desk-list.ts";
import { useDeskActions } from "./desk/desk-actions.tsx";
import { DeskFilters } from "./desk/desk-filters.tsx";
import { DeskRequestDialog } from "./desk/desk-request-dialog.tsx";
import { DeskTable } from "./desk/desk-table.tsx";
import { RequestRowMenu } from "./desk/request-row-menu.tsx";
import { useDeskAddress } from "./desk/use-desk-address.ts";

function FormsDesk() {
  const { requests, app } = useWorkspaceMessages();
  const { desk: m, myForms } = requests;
  const { q, status, client, page, openId, listSearch, update } = useDeskAddress();
  const query = { q: q || undefined, status, client, page, pageSize: DESK_PAGE_SIZE };
  const { data, isPending } = useDeskList(query);
  const actions = useDeskActions((id) => id === openId && update({ id: undefined, edit: undefined }));
  const onFilters = useCallback(
    (filters: { q: string; status: RequestStatus | undefined }) =>
      update({ q: filters.q.trim() || undefined, status: filters.status, page: undefined }),
    [update],
  );
  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  const filtered = Boolean(q || status || client);
  const clientName = (items[0]?.client && displayName(items[0].client)) || client;

  return (
    <Container className="flex flex-col gap-6 py-10">
      <PageHeader title={m.formsTitle} description={m.formsSubtitle} />
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <DeskFilters q={q} status={status} exportQuery={query} canExport={total > 0} onChange={onFilters} />
        {client && (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground">{m.clientFilter(clientName ?? "")}</span>
            <Button variant="link" size="sm" onClick={() => update({ client: undefined, page: undefined })}>
              <X aria-hidden="true" />
              {m.clearClient}
            </Button>
          </div>
        )}
        {!isPending && total === 0 ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center">
            <FileSearch aria-hidden="true" className="size-10 text-muted-foreground" />
            <h2 className="text-lg font-semibold">{m.emptyTitle}</h2>
            <p className="max-w-md text-sm text-muted-foreground">
              {filtered ? m.emptyFiltered : m.emptyNone}
            </p>
            {filtered && (
              <Button
                variant="outline"
                onClick={() =>
                  update({ q: undefined, status: undefined, client: undefined, page: undefined })
                }
              >
                {m.resetFilters}
              </Button>
            )}
          </div>
        ) : (
          <DeskTable
            items={items}
            loading={isPending}
            typeHeading={m.columns.projectType}
            onView={(request) => update({ id: request.id, edit: undefined })}
            rowActions={(request) => (
              <RequestRowMenu
                request={request}
                actions={actions}
                onView={() => update({ id: request.id, edit: undefined })}
                onEdit={() => update({ id: request.id, edit: "true" })}
              />
            )}
          />
        )}
        <Pager
          result={data ?? undefined}
          onPage={(next) => update({ page: next > 1 ? String(next) : undefined })}
          labels={app.paging}
        />
      </Card>
      <DeskRequestDialog
        closeTo={`/dashboard/forms${listSearch}`}
        titles={{ view: myForms.detailsTitle, edit: myForms.editTitle }}
        actions={actions}
      />
      {actions.dialogs}
    </Container>
  );
}

/** /dashboard/forms: every client's requests (spec 2 §2), for admins. */
export const FormsPage = adminPage("forms", FormsDesk);
