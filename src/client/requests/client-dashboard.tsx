import { type CurrentUser, LOGOUT_PATH } from "#shared/auth/user.ts";
import type { RequestStatus } from "#shared/requests/constants.ts";
import { requestKind } from "#shared/requests/request-labels.ts";
import { ChecklistCard } from "../app/getting-started/checklist-card.tsx";
import { type HomeownerStep, homeownerChecklist } from "../app/getting-started/checklists.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { NeedHelpCard } from "../app/need-help-card.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { useDateFormats } from "../app/use-date-formats.ts";
import { Avatar } from "../ui/avatar.tsx";
import { Badge } from "../ui/badge.tsx";
import { buttonClasses } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { Container } from "../ui/container.tsx";
import { formatDate } from "../ui/format-date.ts";
import { ArrowRight, ClipboardList, LogOut, Palette, UserCog } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { LinkCard } from "../ui/link-card.tsx";
import { useClientRequests } from "./api/get-client-requests.ts";

/** Spec 2 §9: the client dashboard lists the first 3 requests. */
const RECENT_COUNT = 3;

/**
 * Spec 2 §2's three words over the full set of statuses: Pending while the team reviews and
 * matches, Review once designers' proposals wait for the client, then In progress and Completed.
 */
const DASHBOARD_STATE = {
  submitted: "pending",
  confirmed: "pending",
  matched: "review",
  in_progress: "inProgress",
  completed: "completed",
  withdrawn: "withdrawn",
} as const satisfies Record<RequestStatus, string>;

const BADGE_TONES = {
  pending: "warning",
  review: "primary",
  inProgress: "primary",
  completed: "success",
  withdrawn: "neutral",
} as const;

/** Where each step of the homeowner's 'Getting Started' list is done. */
const STEP_PATHS: Record<HomeownerStep, string> = {
  profile: "/dashboard/profile",
  request: "/design-request",
  introduced: "/dashboard/my-forms",
  chosen: "/dashboard/my-forms",
};

/**
 * The homeowner's one dashboard, at `/`, `/home` and `/dashboard` (spec 1 §2's home dashboard and
 * spec 2 §2's client dashboard in one): greeting, the three cards, their requests, a 'Getting Started'
 * list ticked from their account and requests, and help.
 */
export function ClientDashboard({ user }: { user: CurrentUser }) {
  const messages = useWorkspaceMessages();
  const { profile, requests: r } = messages;
  const m = r.clientDashboard;
  const dates = useDateFormats();
  const home = profile.home;
  usePageMeta("dashboard");
  const { data, isPending } = useClientRequests();
  const requests = data ?? [];
  const pending = requests.filter((request) => DASHBOARD_STATE[request.status] === "pending").length;
  const completed = requests.filter((request) => request.status === "completed").length;
  const steps = homeownerChecklist(user, requests).map((step) => ({
    ...step,
    label: home.steps[step.key],
    to: STEP_PATHS[step.key],
  }));

  return (
    <Container className="flex flex-col gap-8 py-12">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <Avatar person={user} size="lg" />
          <div className="min-w-0">
            <h1 className="text-3xl font-semibold tracking-tight">
              {home.greeting(user.firstName?.trim() || home.there)}
            </h1>
            <p className="truncate text-muted-foreground">{user.email}</p>
          </div>
        </div>
        <a
          href={LOGOUT_PATH}
          className={buttonClasses({ variant: "outline", className: "self-start sm:self-auto" })}
        >
          <LogOut aria-hidden="true" />
          {home.logOut}
        </a>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <LinkCard to="/design-request" icon={<ClipboardList aria-hidden="true" />} {...home.cards.request} />
        <LinkCard to="/designs" icon={<Palette aria-hidden="true" />} {...home.cards.browse} />
        <LinkCard to="/dashboard/profile" icon={<UserCog aria-hidden="true" />} {...home.cards.profile} />
      </div>
      <Card className="flex flex-col gap-5 p-6">
        <div className="flex items-center justify-between gap-4">
          <h2 className="text-lg font-semibold">{m.myRequests}</h2>
          <Link
            to="/dashboard/my-forms"
            className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
          >
            {m.viewAll}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <dl className="grid grid-cols-3 gap-3">
          {[
            [m.totals.total, requests.length],
            [m.totals.pending, pending],
            [m.totals.completed, completed],
          ].map(([label, value]) => (
            <div key={String(label)} className="rounded-lg bg-muted p-4">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-semibold">{isPending ? "–" : value}</dd>
            </div>
          ))}
        </dl>
        {!isPending && requests.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="font-medium">{m.emptyTitle}</p>
            <p className="max-w-md text-sm text-muted-foreground">{m.emptyText}</p>
            <Link to="/design-request" className={buttonClasses()}>
              {m.emptyAction}
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {requests.slice(0, RECENT_COUNT).map((request) => (
              <li key={request.id} className="flex items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-medium">{requestKind(request, messages)}</p>
                  <p className="text-sm text-muted-foreground">
                    {formatDate(request.createdAt, dates.short, r.myForms.unknownDate)}
                  </p>
                </div>
                <Link to={`/dashboard/my-forms/${request.id}`} className="rounded-full">
                  <Badge tone={BADGE_TONES[DASHBOARD_STATE[request.status]]}>
                    {m.badges[DASHBOARD_STATE[request.status]]}
                  </Badge>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <ChecklistCard steps={steps} loading={isPending} />
        <NeedHelpCard />
      </div>
    </Container>
  );
}
