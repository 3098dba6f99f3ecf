import { useState } from "react";
import { useParams } from "react-router";
import type { Introduction } from "#shared/matching/introductions.ts";
import { requestKind } from "#shared/requests/request-labels.ts";
import type { DesignRequest } from "#shared/requests/schema.ts";
import { errorText } from "../app/api.ts";
import { useClientRequest } from "../app/get-client-request.ts";
import { useRequestIntroductions } from "../app/get-request-introductions.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { RequestStatusBadge } from "../app/parts/request-status-badge.tsx";
import { WithdrawRequestButton } from "../app/parts/withdraw-request-button.tsx";
import { useReadRequestNotices } from "../app/read-request-notices.ts";
import { requestRemoval } from "../app/request-removal.ts";
import { RoleGate } from "../app/role-gate.tsx";
import { Button, buttonClasses } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { Container } from "../ui/container.tsx";
import { ArrowLeft, Mail, Phone } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { PageSpinner } from "../ui/spinner.tsx";
import { toast } from "../ui/toast.tsx";
import { useChoose } from "./api/choose-designer.ts";
import { useComplete } from "./api/complete-request.ts";
import { MessageThread } from "./introductions/message-thread.tsx";
import { Note, Section } from "./introductions/page-parts.tsx";
import { ProposalComparison } from "./introductions/proposal-comparison.tsx";
import { ProposalSummary } from "./introductions/proposal-summary.tsx";
import { RequestReview } from "./request-review.tsx";
import { RequestSteps } from "./request-steps.tsx";

function Matching({ request }: { request: DesignRequest }) {
  const t = useWorkspaceMessages().matching.introductions;
  const introductions = useRequestIntroductions(request.id).data ?? [];
  const choose = useChoose(request.id);
  const complete = useComplete(request.id);
  const [choosing, setChoosing] = useState<Introduction | null>(null);
  const [completing, setCompleting] = useState(false);
  const chosen = introductions.find((introduction) => introduction.status === "chosen");
  const accepted = introductions.filter((introduction) => introduction.status === "accepted");

  if (chosen) {
    return (
      <>
        <Section title={t.client.yourDesigner}>
          <ul className="flex flex-col gap-2 text-sm">
            <li className="font-semibold">
              {chosen.designer.isVetted ? (
                <Link to={`/designers/${chosen.designer.id}`} className="text-primary hover:underline">
                  {chosen.designer.name}
                </Link>
              ) : (
                chosen.designer.name
              )}
            </li>
            {chosen.contact && (
              <li className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4 text-muted-foreground" />
                <a href={`mailto:${chosen.contact.email}`} className="text-primary hover:underline">
                  {chosen.contact.email}
                </a>
              </li>
            )}
            {chosen.contact?.phoneNumber && (
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 text-muted-foreground" />
                <a
                  href={`tel:${chosen.contact.phoneNumber.replace(/\s/g, "")}`}
                  className="text-primary hover:underline"
                >
                  {chosen.contact.phoneNumber}
                </a>
              </li>
            )}
          </ul>
          {/* What was agreed stays where the homeowner finds the designer (issue 19, item 5). */}
          {chosen.proposal && (
            <section
              aria-labelledby="agreed-proposal"
              className="flex flex-col gap-3 border-t border-border pt-4"
            >
              <h3 id="agreed-proposal" className="font-semibold">
                {t.client.agreedProposal}
              </h3>
              <ProposalSummary proposal={chosen.proposal} />
            </section>
          )}
          <MessageThread
            introductionId={chosen.id}
            title={t.thread.with(chosen.designer.name)}
            side="client"
            screened={false}
          />
        </Section>
        {request.status === "in_progress" && (
          <Section title={t.client.completeTitle} text={t.client.completeText}>
            <Button className="self-start" onClick={() => setCompleting(true)}>
              {t.client.complete}
            </Button>
            <ConfirmDialog
              open={completing}
              onOpenChange={setCompleting}
              title={t.client.completeTitle}
              description={t.client.completeDialogText}
              confirmLabel={t.client.completeConfirm}
              cancelLabel={t.client.cancel}
              onConfirm={() =>
                complete.mutate(request.id, {
                  onSuccess: () => toast({ title: t.client.completed, variant: "success" }),
                  onError: (error) => toast({ title: errorText(error, ""), variant: "destructive" }),
                })
              }
            />
          </Section>
        )}
        {request.status === "completed" && <RequestReview requestId={request.id} />}
      </>
    );
  }
  if (accepted.length === 0) return <Note>{t.client.waitingForDesigners}</Note>;
  return (
    <>
      <Section title={t.client.compareTitle} text={t.client.compareText}>
        <ProposalComparison introductions={accepted} choosing={choose.isPending} onChoose={setChoosing} />
      </Section>
      {accepted.map((introduction) => (
        <Card key={introduction.id} className="p-6">
          <MessageThread
            introductionId={introduction.id}
            title={t.thread.with(introduction.designer.name)}
            side="client"
            screened
          />
        </Card>
      ))}
      <ConfirmDialog
        open={choosing !== null}
        onOpenChange={(open) => !open && setChoosing(null)}
        title={t.client.chooseTitle(choosing?.designer.name ?? "")}
        description={t.client.chooseText}
        confirmLabel={t.client.chooseConfirm}
        cancelLabel={t.client.cancel}
        onConfirm={() =>
          choosing &&
          choose.mutate(choosing.id, {
            onSuccess: () => toast({ title: t.client.chosen, variant: "success" }),
            onError: (error) =>
              toast({
                title: t.client.chooseFailed,
                description: errorText(error, ""),
                variant: "destructive",
              }),
          })
        }
      />
    </>
  );
}

function RequestProgress({ id }: { id: string }) {
  const messages = useWorkspaceMessages();
  const { matching, app } = messages;
  const t = matching.introductions.client;
  const { data: request, isPending } = useClientRequest(id);
  useReadRequestNotices(request?.id);
  if (isPending) return <PageSpinner label={app.states.loading} />;
  if (!request) {
    return (
      <Container className="py-12">
        <Note>{t.notFound}</Note>
      </Container>
    );
  }
  const waiting = request.status === "submitted" || request.status === "confirmed";
  return (
    <Container className="flex flex-col gap-6 py-10">
      <Link to="/dashboard/my-forms" className={buttonClasses({ variant: "link", className: "self-start" })}>
        <ArrowLeft aria-hidden="true" />
        {t.back}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">{requestKind(request, messages)}</h1>
          <p className="text-muted-foreground">{request.propertyAddress}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <RequestStatusBadge status={request.status} />
          {requestRemoval(request.status) === "withdraw" && <WithdrawRequestButton requestId={request.id} />}
        </div>
      </div>
      {request.status === "withdrawn" ? (
        <Note>{t.withdrawnNote}</Note>
      ) : (
        <RequestSteps status={request.status} />
      )}
      {request.status === "withdrawn" ? null : waiting ? (
        <Note>
          {t.finding}{" "}
          {request.dueAt &&
            t.dueBy(
              new Date(request.dueAt).toLocaleString(app.formats.locale, {
                dateStyle: "full",
                timeStyle: "short",
                timeZone: "Asia/Hong_Kong",
              }),
            )}
        </Note>
      ) : (
        <Matching request={request} />
      )}
    </Container>
  );
}

/** /dashboard/my-forms/{id}: the client's request, its designers, their proposals and messages. */
export function RequestProgressPage() {
  const { requests } = useWorkspaceMessages();
  const { id = "" } = useParams();
  usePageMeta("requestProgress");
  return (
    <RoleGate roles={["client", "admin"]} deniedText={requests.myForms.accessDeniedText}>
      {() => <RequestProgress key={id} id={id} />}
    </RoleGate>
  );
}
