import { labelOf } from "#shared/i18n/label-of.ts";
import type { IntroducedRequest } from "#shared/matching/introductions.ts";
import { requestKind } from "#shared/requests/request-labels.ts";
import { useDesignerIntroductions } from "../app/get-designer-introductions.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { RoleGate } from "../app/role-gate.tsx";
import { useDateFormats } from "../app/use-date-formats.ts";
import { Badge } from "../ui/badge.tsx";
import { Card } from "../ui/card.tsx";
import { Container } from "../ui/container.tsx";
import { formatDate } from "../ui/format-date.ts";
import { ArrowRight, Inbox } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { PageSpinner } from "../ui/spinner.tsx";

/** Statuses that want the designer's attention come first. */
const ORDER = {
  pending: 0,
  chosen: 1,
  accepted: 2,
  passed: 3,
  declined: 4,
  withdrawn: 5,
  expired: 6,
} as const;

export const INTRODUCTION_TONES = {
  pending: "warning",
  accepted: "primary",
  chosen: "success",
  declined: "outline",
  passed: "outline",
  withdrawn: "outline",
  expired: "outline",
} as const;

function IntroductionCard({ introduction }: { introduction: IntroducedRequest }) {
  const messages = useWorkspaceMessages();
  const t = messages.matching.introductions;
  const dates = useDateFormats();
  const { request } = introduction;
  return (
    <Link
      to={`/dashboard/requests/${introduction.id}`}
      className="group rounded-xl focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Card className="flex h-full flex-col gap-3 p-5 transition-shadow group-hover:shadow-md">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 className="font-semibold">{requestKind(request, messages)}</h2>
            {request.readable && (
              <p className="text-sm text-muted-foreground">
                {request.district
                  ? labelOf(messages.matching.districtLabels, request.district)
                  : t.designer.noDistrict}
              </p>
            )}
          </div>
          <Badge tone={INTRODUCTION_TONES[introduction.status]}>{t.status[introduction.status]}</Badge>
        </div>
        {request.readable ? (
          <p className="line-clamp-2 text-sm">{request.description}</p>
        ) : (
          <p className="text-sm text-muted-foreground">{t.designer.notShared}</p>
        )}
        <div className="mt-auto flex items-center justify-between text-sm">
          <span className="font-medium">
            {request.readable && `${request.budget.min} - ${request.budget.max}`}
          </span>
          <span className="flex items-center gap-1 text-muted-foreground">
            {t.designer.received(formatDate(introduction.createdAt, dates.short, ""))}
            <ArrowRight
              aria-hidden="true"
              className="size-4 text-primary transition-transform group-hover:translate-x-1"
            />
          </span>
        </div>
      </Card>
    </Link>
  );
}

function IntroductionList() {
  const t = useWorkspaceMessages().matching.introductions.designer;
  const { data, isPending } = useDesignerIntroductions();
  if (isPending) return <PageSpinner label={t.listTitle} />;
  const sorted = [...(data ?? [])].sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  return (
    <Container className="flex flex-col gap-8 py-10">
      <PageHeader title={t.listTitle} description={t.listSubtitle} />
      {sorted.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-12 text-center">
          <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="max-w-md text-muted-foreground">{t.empty}</p>
        </Card>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {sorted.map((introduction) => (
            <IntroductionCard key={introduction.id} introduction={introduction} />
          ))}
        </div>
      )}
    </Container>
  );
}

/** /dashboard/requests: the requests introduced to the signed-in designer. */
export function IntroducedRequestsPage() {
  const { matching } = useWorkspaceMessages();
  usePageMeta("introducedRequests");
  return (
    <RoleGate roles={["designer"]} deniedText={matching.introductions.designer.deniedText}>
      {() => <IntroductionList />}
    </RoleGate>
  );
}
