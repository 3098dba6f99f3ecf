import type { CurrentUser } from "#shared/auth/user.ts";
import { useDesignerIntroductions } from "../../app/get-designer-introductions.ts";
import { useOwnDesignerProfile } from "../../app/get-own-designer-profile.ts";
import { ChecklistCard } from "../../app/getting-started/checklist-card.tsx";
import {
  DESIGNER_STEPS,
  type DesignerStep,
  designerChecklist,
  type PublicProfilePart,
  publicProfileParts,
} from "../../app/getting-started/checklists.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { NeedHelpCard } from "../../app/need-help-card.tsx";
import { usePageMeta } from "../../app/page-meta.ts";
import { buttonClasses } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";
import { Inbox, LayoutGrid, Plus, UserRoundPen } from "../../ui/icons.tsx";
import { Link } from "../../ui/link.tsx";
import { LinkCard } from "../../ui/link-card.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { useDesignerPortfolio } from "../api/get-own-portfolio.ts";
import { OwnPortfolio } from "./own-portfolio.tsx";
import { CREATE_PATH, PORTFOLIO_PATH } from "./portfolio-paths.ts";

const PROFILE_PATH = "/dashboard/profile";
const REQUESTS_PATH = "/dashboard/requests";

/** Where each step of the designer's 'Getting Started' list is done; vetting is the team's to do. */
const STEP_PATHS: Record<DesignerStep, string | undefined> = {
  account: PROFILE_PATH,
  publicProfile: PROFILE_PATH,
  firstDesign: CREATE_PATH,
  vetted: undefined,
  answered: REQUESTS_PATH,
};

/**
 * The designer's one dashboard, at `/`, `/home` and `/dashboard` (spec 2 §2): the introductions waiting
 * for their answer, how much of their public profile is filled in, a 'Getting Started' list ticked from
 * their account, and their portfolio.
 */
export function DesignerDashboard({ user }: { user: CurrentUser }) {
  const { designs, profile: profileText, matching, app } = useWorkspaceMessages();
  const m = designs.portfolio.dashboard;
  const home = profileText.home;
  const t = home.designer;
  usePageMeta("dashboard");
  const portfolio = useDesignerPortfolio();
  const introductions = useDesignerIntroductions();
  const profile = useOwnDesignerProfile();

  const partLabels: Record<PublicProfilePart, string> = {
    ...matching.profiles.fields,
    photo: t.photo,
    budget: t.budget,
  };
  const parts = profile.data ? publicProfileParts(user, profile.data) : [];
  const filled = parts.filter((part) => part.done).length;
  const empty = parts.filter((part) => !part.done).map((part) => partLabels[part.key]);
  const waiting = introductions.data?.filter((introduction) => introduction.status === "pending").length;
  const loading = portfolio.isPending || introductions.isPending || profile.isPending;
  const steps =
    profile.data && introductions.data && portfolio.data
      ? designerChecklist({
          user,
          profile: profile.data,
          portfolioCount: portfolio.data.length,
          introductions: introductions.data,
        })
      : DESIGNER_STEPS.map((key) => ({ key, done: false }));

  return (
    <Container className="flex flex-col gap-8 py-12">
      <PageHeader
        title={m.title}
        description={m.subtitle}
        actions={
          <Link to={CREATE_PATH} className={buttonClasses()}>
            <Plus aria-hidden="true" />
            {m.add}
          </Link>
        }
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <LinkCard
          to={REQUESTS_PATH}
          icon={<Inbox />}
          title={t.introductions}
          text={waiting === undefined ? "" : t.introductionsText(waiting)}
          value={waiting ?? "–"}
        />
        <LinkCard
          to={PORTFOLIO_PATH}
          icon={<LayoutGrid />}
          title={m.count}
          text={m.countLink}
          value={
            <span data-testid="portfolio-count">
              {portfolio.isPending ? "–" : (portfolio.data?.length ?? 0)}
            </span>
          }
        />
        <LinkCard
          to={PROFILE_PATH}
          icon={<UserRoundPen />}
          title={t.publicProfile}
          text={
            profile.data
              ? [
                  t.publicProfileText(filled, parts.length),
                  empty.length > 0 ? t.stillEmpty(app.formats.list(empty)) : "",
                ]
                  .filter(Boolean)
                  .join(" ")
              : ""
          }
          value={profile.data ? `${filled}/${parts.length}` : "–"}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <ChecklistCard
          loading={loading}
          steps={steps.map((step) => ({ ...step, label: t.steps[step.key], to: STEP_PATHS[step.key] }))}
        />
        <NeedHelpCard />
      </div>
      <section aria-labelledby="my-designs" className="flex flex-col gap-4">
        <h2 id="my-designs" className="text-xl font-semibold">
          {m.myItems}
        </h2>
        <OwnPortfolio portfolio={portfolio} />
      </section>
    </Container>
  );
}
