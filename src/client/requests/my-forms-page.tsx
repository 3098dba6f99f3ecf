import { useState } from "react";
import { useSearchParams } from "react-router";
import { requestKind, requestStyles } from "#shared/requests/request-labels.ts";
import type { DesignRequest } from "#shared/requests/schema.ts";
import { errorText } from "../app/api.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { RequestDetailsDialog } from "../app/parts/request-details-dialog.tsx";
import { RequestEditDialog } from "../app/parts/request-form/request-edit-dialog.tsx";
import { RequestStatusBadge } from "../app/parts/request-status-badge.tsx";
import { WithdrawRequestButton } from "../app/parts/withdraw-request-button.tsx";
import { useReadRequestNotices } from "../app/read-request-notices.ts";
import { requestRemoval } from "../app/request-removal.ts";
import { useAuth } from "../app/use-current-user.ts";
import { useDateFormats } from "../app/use-date-formats.ts";
import { Button, buttonClasses } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { cn } from "../ui/cn.ts";
import { Container } from "../ui/container.tsx";
import { formatDate } from "../ui/format-date.ts";
import { ClipboardList, Eye, Pencil, Plus, Trash2, Users } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { PageSpinner } from "../ui/spinner.tsx";
import { toast } from "../ui/toast.tsx";
import { useDeleteRequest } from "./api/delete-request.ts";
import { useClientRequests } from "./api/get-client-requests.ts";
import { truncate } from "./format.ts";

type Tab = "all" | "submitted" | "confirmed";

function RequestCard({ request, showView }: { request: DesignRequest; showView: boolean }) {
  const messages = useWorkspaceMessages();
  const t = messages.requests.myForms;
  const dates = useDateFormats();
  const remove = useDeleteRequest({
    onDeleted: () => toast({ title: t.deleted, variant: "success" }),
    onFailed: (error) =>
      toast({
        title: t.deleteFailed,
        description: errorText(error, t.deleteFailedText),
        variant: "destructive",
      }),
  });
  const removal = requestRemoval(request.status);
  const onDelete = () => {
    if (window.confirm(t.deleteConfirm)) remove.mutate(request.id);
  };
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold">{requestKind(request, messages)}</h2>
          <p className="text-sm text-muted-foreground" title={request.propertyAddress}>
            {truncate(request.propertyAddress)}
          </p>
        </div>
        <RequestStatusBadge status={request.status} className="shrink-0" />
      </div>
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{t.style}</dt>
          <dd>{requestStyles(request.designStyle, messages)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t.budget}</dt>
          <dd>
            {request.budget.min} - {request.budget.max}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t.submitted}</dt>
          <dd>{formatDate(request.createdAt, dates.short, t.unknownDate)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Link to={`/dashboard/my-forms/${request.id}`} className={buttonClasses({ size: "sm" })}>
          <Users aria-hidden="true" />
          {t.progress}
        </Link>
        {showView && (
          <Link
            to={`/dashboard/my-forms?id=${request.id}`}
            className={buttonClasses({ variant: "outline", size: "sm" })}
          >
            <Eye aria-hidden="true" />
            {t.view}
          </Link>
        )}
        {request.status === "submitted" && (
          <Link
            to={`/design-request?edit=true&id=${request.id}`}
            className={buttonClasses({ variant: "outline", size: "sm" })}
          >
            <Pencil aria-hidden="true" />
            {t.edit}
          </Link>
        )}
        {removal === "delete" && (
          <Button variant="ghostDestructive" size="sm" onClick={onDelete} disabled={remove.isPending}>
            <Trash2 aria-hidden="true" />
            {t.delete}
          </Button>
        )}
        {removal === "withdraw" && <WithdrawRequestButton requestId={request.id} />}
      </div>
    </Card>
  );
}

export function MyFormsPage() {
  const { app, requests: m } = useWorkspaceMessages();
  const t = m.myForms;
  usePageMeta("myForms");
  const auth = useAuth();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>("all");
  const { data: requests, isPending } = useClientRequests();
  // The details dialog opens a request as its page does.
  useReadRequestNotices(params.get("id") ?? undefined);

  if (auth.user && auth.user.role !== "client" && auth.user.role !== "admin") {
    return (
      <Container className="py-12">
        <PageHeader title={t.accessDeniedTitle} description={t.accessDeniedText} />
      </Container>
    );
  }
  if (isPending) return <PageSpinner label={app.states.loading} />;

  const all = requests ?? [];
  const counts = {
    all: all.length,
    submitted: all.filter((r) => r.status === "submitted").length,
    confirmed: all.filter((r) => r.status === "confirmed").length,
  };
  const shown = tab === "all" ? all : all.filter((r) => r.status === tab);
  const openId = params.get("id");
  // Spec 2 §2: the dialog edits only when asked to and while the request is still 'submitted'.
  const editable =
    params.get("edit") === "true" ? all.find((r) => r.id === openId && r.status === "submitted") : undefined;

  return (
    <Container className="flex flex-col gap-8 py-12">
      <PageHeader
        title={t.title}
        description={t.subtitle}
        actions={
          <Link to="/design-request" className={buttonClasses()}>
            <Plus aria-hidden="true" />
            {t.newRequest}
          </Link>
        }
      />
      {all.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-12 text-center">
          <ClipboardList aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="text-xl font-semibold">{t.emptyTitle}</h2>
          <p className="max-w-md text-muted-foreground">{t.emptyText}</p>
          <Link to="/design-request" className={buttonClasses()}>
            {t.emptyAction}
          </Link>
        </Card>
      ) : (
        <>
          <div role="tablist" aria-label={t.title} className="flex flex-wrap gap-2">
            {(["all", "submitted", "confirmed"] as const).map((key) => (
              <button
                key={key}
                type="button"
                role="tab"
                aria-selected={tab === key}
                onClick={() => setTab(key)}
                className={cn(
                  "rounded-full px-4 py-1.5 text-sm font-medium transition-colors",
                  tab === key
                    ? "bg-primary text-primary-foreground"
                    : "bg-muted text-muted-foreground hover:text-foreground",
                )}
              >
                {t.tabs[key](counts[key])}
              </button>
            ))}
          </div>
          <div role="tabpanel" className="grid gap-4 md:grid-cols-2">
            {shown.map((request) => (
              <RequestCard key={request.id} request={request} showView={tab !== "all"} />
            ))}
          </div>
        </>
      )}
      {openId &&
        (editable ? (
          <RequestEditDialog request={editable} closeTo="/dashboard/my-forms" />
        ) : (
          <RequestDetailsDialog request={all.find((r) => r.id === openId)} closeTo="/dashboard/my-forms" />
        ))}
    </Container>
  );
}
