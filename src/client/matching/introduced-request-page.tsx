import { useState } from "react";
import { useParams } from "react-router";
import { labelOf } from "#shared/i18n/label-of.ts";
import type { IntroducedRequest } from "#shared/matching/introductions.ts";
import { requestKind, requestStyles } from "#shared/requests/request-labels.ts";
import { errorText } from "../app/api.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { RequestPhotos } from "../app/parts/request-photos.tsx";
import { useReadRequestNotices } from "../app/read-request-notices.ts";
import { RoleGate } from "../app/role-gate.tsx";
import { Badge } from "../ui/badge.tsx";
import { Button, buttonClasses } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { Container } from "../ui/container.tsx";
import { ArrowLeft, Mail, MapPin, Phone } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { PageSpinner } from "../ui/spinner.tsx";
import { toast } from "../ui/toast.tsx";
import { useAccept } from "./api/accept-introduction.ts";
import { useDecline } from "./api/decline-introduction.ts";
import { useDesignerIntroduction } from "./api/get-designer-introduction.ts";
import { useReviseProposal } from "./api/revise-proposal.ts";
import { INTRODUCTION_TONES } from "./introduced-requests-page.tsx";
import { DeclineDialog } from "./introductions/decline-dialog.tsx";
import { MessageThread } from "./introductions/message-thread.tsx";
import { Note, Section } from "./introductions/page-parts.tsx";
import { ProposalForm } from "./introductions/proposal-form.tsx";
import { ProposalSummary } from "./introductions/proposal-summary.tsx";

type SharedBrief = Extract<IntroducedRequest["request"], { readable: true }>;

function Brief({ request }: { request: SharedBrief }) {
  const messages = useWorkspaceMessages();
  const t = messages.matching.introductions.designer;
  const facts: [string, string][] = [
    [
      t.district,
      request.district ? labelOf(messages.matching.districtLabels, request.district) : t.noDistrict,
    ],
    [t.budget, `${request.budget.min} - ${request.budget.max}`],
    [t.styles, requestStyles(request.designStyle, messages)],
    [t.size, t.sqft(request.squareFootage)],
  ];
  return (
    <Section title={t.brief}>
      <dl className="grid gap-3 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-sm font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <p className="text-xs text-muted-foreground">{t.description}</p>
        <p className="mt-1 text-sm whitespace-pre-line">{request.description}</p>
      </div>
      {request.images.length > 0 && (
        <div>
          <p className="text-xs text-muted-foreground">{t.photos}</p>
          <RequestPhotos images={request.images} label={t.photos} />
        </div>
      )}
      {request.inspirations.length > 0 && (
        <div>
          <p className="text-xs text-muted-foreground">{t.inspirations}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {request.inspirations.map((design) => (
              <li key={design.id}>
                <Link
                  to={`/design/${design.id}`}
                  className="text-sm text-primary underline-offset-4 hover:underline"
                >
                  {design.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}

function Answer({ introduction }: { introduction: IntroducedRequest }) {
  const { designer: t, proposal: words } = useWorkspaceMessages().matching.introductions;
  const accept = useAccept();
  const decline = useDecline();
  const revise = useReviseProposal();
  const [asking, setAsking] = useState(false);
  const [revising, setRevising] = useState(false);
  const failed = (error: unknown) =>
    toast({ title: t.acceptFailed, description: errorText(error, ""), variant: "destructive" });

  if (introduction.status === "pending") {
    return (
      <Section title={t.acceptTitle}>
        <p className="text-sm text-muted-foreground">{t.acceptText}</p>
        <ProposalForm
          saving={accept.isPending}
          submitLabel={accept.isPending ? t.accepting : t.accept}
          onSubmit={(proposal) =>
            accept.mutate(
              { id: introduction.id, proposal },
              { onSuccess: () => toast({ title: t.accepted, variant: "success" }), onError: failed },
            )
          }
        />
        <div className="border-t border-border pt-4">
          <Button variant="outline" onClick={() => setAsking(true)}>
            {t.decline}
          </Button>
        </div>
        <DeclineDialog
          open={asking}
          onOpenChange={setAsking}
          declining={decline.isPending}
          onDecline={(answer) =>
            decline.mutate(
              { id: introduction.id, ...answer },
              {
                onSuccess: () => {
                  setAsking(false);
                  toast({ title: t.declined });
                },
                onError: (error) =>
                  toast({
                    title: t.declineFailed,
                    description: errorText(error, ""),
                    variant: "destructive",
                  }),
              },
            )
          }
        />
      </Section>
    );
  }
  if (!introduction.proposal) return null;
  return (
    <Section title={words.title}>
      {revising ? (
        <ProposalForm
          initial={introduction.proposal}
          saving={revise.isPending}
          submitLabel={t.save}
          onCancel={() => setRevising(false)}
          onSubmit={(proposal) =>
            revise.mutate(
              { id: introduction.id, proposal },
              {
                onSuccess: () => {
                  setRevising(false);
                  toast({ title: t.revised, variant: "success" });
                },
                onError: failed,
              },
            )
          }
        />
      ) : (
        <>
          <ProposalSummary proposal={introduction.proposal} />
          {introduction.status === "accepted" && (
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
              <p className="text-sm text-muted-foreground">{t.waitingForClient}</p>
              <Button variant="outline" onClick={() => setRevising(true)}>
                {t.revise}
              </Button>
            </div>
          )}
        </>
      )}
    </Section>
  );
}

function ClientContact({ contact }: { contact: NonNullable<IntroducedRequest["contact"]> }) {
  const t = useWorkspaceMessages().matching.introductions.designer;
  return (
    <Section title={t.chosenTitle}>
      <p className="text-sm text-muted-foreground">{t.chosenText}</p>
      <ul className="flex flex-col gap-2 text-sm">
        <li className="font-semibold">{contact.name}</li>
        <li className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4 text-muted-foreground" />
          <a href={`mailto:${contact.email}`} className="text-primary hover:underline">
            {contact.email}
          </a>
        </li>
        {contact.phoneNumber && (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 text-muted-foreground" />
            <a
              href={`tel:${contact.phoneNumber.replace(/\s/g, "")}`}
              className="text-primary hover:underline"
            >
              {contact.phoneNumber}
            </a>
          </li>
        )}
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 text-muted-foreground" />
          {contact.propertyAddress}
        </li>
      </ul>
    </Section>
  );
}

function IntroductionView({ id }: { id: string }) {
  const messages = useWorkspaceMessages();
  const t = messages.matching.introductions;
  const { data: introduction, isPending } = useDesignerIntroduction(id);
  useReadRequestNotices(introduction?.request.id);
  if (isPending) return <PageSpinner label={messages.app.states.loading} />;
  if (!introduction) {
    return (
      <Container className="py-12">
        <Note>{t.errors.notFound}</Note>
      </Container>
    );
  }
  const { request } = introduction;
  // Declined, passed over or withdrawn: only the record is left, so no brief, photos or thread.
  const threadOpen =
    request.readable && (introduction.status === "accepted" || introduction.status === "chosen");
  return (
    <Container className="flex flex-col gap-6 py-10">
      <Link to="/dashboard/requests" className={buttonClasses({ variant: "link", className: "self-start" })}>
        <ArrowLeft aria-hidden="true" />
        {t.designer.back}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold tracking-tight">{requestKind(request, messages)}</h1>
        <Badge tone={INTRODUCTION_TONES[introduction.status]}>{t.status[introduction.status]}</Badge>
      </div>
      {introduction.contact && <ClientContact contact={introduction.contact} />}
      {introduction.status === "passed" && <Note>{t.designer.passedText}</Note>}
      {introduction.status === "declined" && <Note>{t.designer.declinedText}</Note>}
      {introduction.status === "withdrawn" && <Note>{t.designer.withdrawnText}</Note>}
      {introduction.status === "expired" && <Note>{t.designer.expiredText}</Note>}
      {request.readable && <Brief request={request} />}
      <Answer introduction={introduction} />
      {threadOpen && (
        <Card className="p-6">
          <MessageThread
            introductionId={introduction.id}
            title={t.thread.with(request.clientName || t.designer.contactTitle)}
            side="designer"
            screened={introduction.status !== "chosen"}
          />
        </Card>
      )}
    </Container>
  );
}

/** /dashboard/requests/{introductionId}: one introduced request, to accept with a proposal or decline. */
export function IntroducedRequestPage() {
  const { matching } = useWorkspaceMessages();
  const { id = "" } = useParams();
  usePageMeta("introducedRequest");
  return (
    <RoleGate roles={["designer"]} deniedText={matching.introductions.designer.deniedText}>
      {() => <IntroductionView key={id} id={id} />}
    </RoleGate>
  );
}
