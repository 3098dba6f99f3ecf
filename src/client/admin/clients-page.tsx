import { useCallback, useEffect, useState } from "react";
import { displayName } from "#shared/auth/display.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { Card } from "../ui/card.tsx";
import { Container } from "../ui/container.tsx";
import { Users } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Pager } from "../ui/pager.tsx";
import { SearchInput } from "../ui/search-input.tsx";
import { adminPage } from "./admin-page.tsx";
import { useClientList } from "./api/get-users.ts";
import { useClientActions } from "./users/client-actions.tsx";
import { ClientDetailsDialog } from "./users/client-details-dialog.tsx";
import { ClientRowMenu } from "./users/client-row-menu.tsx";
import { EmptyList, ListError } from "./users/list-states.tsx";
import { UsersTable } from "./users/users-table.tsx";

function ClientList() {
  const { admin: m, app, profile } = useWorkspaceMessages();
  const t = m.clients;
  const [q, setQ] = useState("");
  const [hidden, setHidden] = useState(false);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useClientList({ q, hidden, page });
  const actions = useClientActions(
    useCallback((id: string) => setOpenId((open) => (open === id ? null : open)), []),
  );
  const onSearch = useCallback((text: string) => {
    setQ(text.trim());
    setPage(1);
  }, []);
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const open = items.find((client) => client.id === openId);

  // The last row of a later page was removed: show the page before it.
  useEffect(() => {
    if (list.data && list.data.items.length === 0 && page > 1) setPage(page - 1);
  }, [list.data, page]);

  return (
    <Container className="flex flex-col gap-6 py-10">
      <PageHeader title={app.meta.pages.clients.title} description={t.subtitle} />
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchInput
            value={q}
            onSearch={onSearch}
            placeholder={t.search}
            label={t.searchLabel}
            className="flex-1"
          />
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={hidden}
              onChange={(event) => {
                setHidden(event.target.checked);
                setPage(1);
              }}
              className="size-4 accent-primary"
            />
            {t.showHidden}
          </label>
        </div>
        {list.isError ? (
          <ListError text={m.users.loadFailed} retryLabel={m.users.retry} onRetry={() => list.refetch()} />
        ) : !list.isPending && total === 0 ? (
          <EmptyList
            icon={<Users aria-hidden="true" />}
            title={t.emptyTitle}
            text={hidden ? t.emptyHiddenText : t.emptyText}
          />
        ) : (
          <UsersTable
            users={items}
            loading={list.isPending}
            showPhone
            extra={{
              heading: t.submissions,
              cell: (client) => (
                <Link
                  to={`/dashboard/forms?client=${client.id}`}
                  aria-label={t.submissionsLink(
                    client.submissionCount,
                    displayName(client) || profile.noName,
                  )}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {client.submissionCount}
                </Link>
              ),
            }}
            onView={(client) => setOpenId(client.id)}
            actions={(client) => (
              <ClientRowMenu client={client} actions={actions} onView={() => setOpenId(client.id)} />
            )}
          />
        )}
        <Pager result={list.data} onPage={setPage} labels={app.paging} />
      </Card>
      {open && <ClientDetailsDialog client={open} onClose={() => setOpenId(null)} />}
      {actions.dialogs}
    </Container>
  );
}

/** /dashboard/clients: client accounts, for admins (spec 2 §2). */
export const ClientsPage = adminPage("clients", ClientList);
