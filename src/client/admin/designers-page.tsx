import { useCallback, useEffect, useState } from "react";
import type { AdminDesigner } from "#shared/admin/users.ts";
import { displayName } from "#shared/auth/display.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { Container } from "../ui/container.tsx";
import { Eye, Palette, Trash2, UserPlus } from "../ui/icons.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Pager } from "../ui/pager.tsx";
import { SearchInput } from "../ui/search-input.tsx";
import { toast } from "../ui/toast.tsx";
import { adminPage } from "./admin-page.tsx";
import { useDeleteDesigner } from "./api/delete-designer.ts";
import { useDesignerList } from "./api/get-users.ts";
import { AddDesignerDialog } from "./users/add-designer-dialog.tsx";
import { DesignerDetailsDialog } from "./users/designer-details-dialog.tsx";
import { VettingSwitch } from "./users/designer-vetting.tsx";
import { EmptyList, ListError } from "./users/list-states.tsx";
import { UsersTable } from "./users/users-table.tsx";

function DesignerList() {
  const { admin: m, app } = useWorkspaceMessages();
  const t = m.designers;
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminDesigner | null>(null);
  const [deleting, setDeleting] = useState<AdminDesigner | null>(null);
  const [adding, setAdding] = useState(false);
  const list = useDesignerList({ q, hidden: false, page });
  const remove = useDeleteDesigner();
  const onSearch = useCallback((text: string) => {
    setQ(text.trim());
    setPage(1);
  }, []);
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  useEffect(() => {
    if (list.data && list.data.items.length === 0 && page > 1) setPage(page - 1);
  }, [list.data, page]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setOpen(null);
        toast({ title: t.deleted, description: t.deletedText, variant: "success" });
      },
      onError: () =>
        toast({ title: t.deleteFailed, description: t.deleteFailedText, variant: "destructive" }),
    });
  };

  return (
    <Container className="flex flex-col gap-6 py-10">
      <PageHeader
        title={app.meta.pages.designers.title}
        description={t.subtitle}
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" />
            {t.add}
          </Button>
        }
      />
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <SearchInput value={q} onSearch={onSearch} placeholder={t.search} label={t.searchLabel} />
        {list.isError ? (
          <ListError text={m.users.loadFailed} retryLabel={m.users.retry} onRetry={() => list.refetch()} />
        ) : !list.isPending && total === 0 ? (
          <EmptyList icon={<Palette aria-hidden="true" />} title={t.emptyTitle} text={t.emptyText} />
        ) : (
          <UsersTable
            users={items}
            loading={list.isPending}
            showPhone={false}
            extra={{
              heading: t.portfolioItems,
              cell: (designer) => (
                <Badge
                  tone={designer.portfolioCount > 0 ? "primary" : "outline"}
                  aria-label={t.portfolioCount(designer.portfolioCount, displayName(designer))}
                >
                  {designer.portfolioCount}
                </Badge>
              ),
            }}
            onView={setOpen}
            actions={(designer) => (
              // On a phone the switch sits above the buttons, so the row fits the screen.
              <div className="flex flex-col items-end gap-1 sm:flex-row sm:items-center sm:justify-end">
                <VettingSwitch designer={{ ...designer, name: displayName(designer) }} />
                <div className="flex items-center gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t.view(displayName(designer))}
                    onClick={() => setOpen(designer)}
                  >
                    <Eye aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghostDestructive"
                    size="icon"
                    aria-label={t.delete(displayName(designer))}
                    onClick={() => setDeleting(designer)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
            )}
          />
        )}
        <Pager result={list.data} onPage={setPage} labels={app.paging} />
      </Card>
      {open && <DesignerDetailsDialog designer={open} onClose={() => setOpen(null)} onDelete={setDeleting} />}
      {adding && <AddDesignerDialog onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={t.deleteTitle}
        description={deleting ? t.deleteText(displayName(deleting), deleting.portfolioCount) : ""}
        confirmLabel={t.deleteConfirm}
        cancelLabel={m.users.cancel}
        destructive
        onConfirm={confirmDelete}
      />
    </Container>
  );
}

/** /dashboard/designers: designer accounts and onboarding, for admins (spec 2 §2). */
export const DesignersPage = adminPage("designers", DesignerList);
