import type { ReactNode } from "react";
import { useParams } from "react-router";
import type { PublicDesignerProfile } from "#shared/matching/profile.ts";
import { profileBudgetLabel } from "#shared/matching/profile-budget.ts";
import { ApiError } from "../app/api.ts";
import { useMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { RatingSummary } from "../app/parts/rating-summary.tsx";
import { ReplyTime } from "../app/parts/reply-time.tsx";
import { ReviewCard } from "../app/parts/review-card.tsx";
import { TrustBadges } from "../app/parts/trust-badges.tsx";
import { WrittenInLabel } from "../app/parts/written-in-label.tsx";
import { useAuth } from "../app/use-current-user.ts";
import { Avatar } from "../ui/avatar.tsx";
import { Badge } from "../ui/badge.tsx";
import { Button, buttonClasses } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { Container } from "../ui/container.tsx";
import { BadgeCheck, MessageSquarePlus, SearchX } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { PageSpinner } from "../ui/spinner.tsx";
import { usePublicDesigner } from "./api/get-public-designer.ts";
import { BackToCatalogue } from "./components/back-to-catalogue.tsx";
import { DesignGrid } from "./components/design-grid.tsx";

function BackLink() {
  return <BackToCatalogue label={useMessages().matching.profiles.page.back} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1.5">{children}</dd>
    </div>
  );
}

function TagList<Item extends string>({
  items,
  labels,
  empty,
  tone,
}: {
  items: readonly Item[];
  labels: Readonly<Record<Item, string>>;
  empty: string;
  tone: "primary" | "outline";
}) {
  if (items.length === 0) return <span className="text-sm text-muted-foreground">{empty}</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <Badge key={item} tone={tone}>
          {labels[item]}
        </Badge>
      ))}
    </span>
  );
}

function Profile({ designer }: { designer: PublicDesignerProfile }) {
  const { matching, designs, app, trust } = useMessages();
  const m = matching.profiles.page;
  const auth = useAuth();
  const isAdmin = auth.user?.role === "admin";
  return (
    <Container className="flex flex-col gap-10 py-10">
      <BackLink />
      <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar person={designer} size="xl" />
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{designer.name}</h1>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Badge tone="success" className="gap-1">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {m.vettedBadge}
            </Badge>
            {designer.yearsExperience !== null && (
              <span className="text-sm text-muted-foreground">
                {m.yearsExperience(designer.yearsExperience)}
              </span>
            )}
            <RatingSummary rating={designer.rating} />
            <ReplyTime bucket={designer.replyTime} />
          </div>
          {designer.badges.length > 0 && (
            <div className="flex flex-col gap-1">
              <TrustBadges badges={designer.badges} />
              <p className="text-xs text-muted-foreground">{trust.badges.explain}</p>
            </div>
          )}
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="designer-about" className="flex flex-col gap-3">
          <h2 id="designer-about" className="text-xl font-semibold">
            {m.about}
          </h2>
          {designer.bio && designer.bioLang ? (
            <>
              {designer.bioIsFallback && <WrittenInLabel lang={designer.bioLang} />}
              <p lang={designer.bioLang} className="leading-relaxed whitespace-pre-line">
                {designer.bio}
              </p>
            </>
          ) : (
            <p className="text-muted-foreground">{m.noBio}</p>
          )}
        </section>
        <Card className="flex flex-col gap-5 p-6">
          <dl className="flex flex-col gap-4">
            <Fact label={m.specialties}>
              <TagList
                items={designer.specialties}
                labels={designs.styleLabels}
                empty={m.notStated}
                tone="primary"
              />
            </Fact>
            <Fact label={m.districts}>
              <TagList
                items={designer.districts}
                labels={matching.districtLabels}
                empty={m.notStated}
                tone="outline"
              />
            </Fact>
            <Fact label={m.propertyTypes}>
              <TagList
                items={designer.propertyTypes}
                labels={matching.profiles.propertyTypeLabels}
                empty={m.notStated}
                tone="outline"
              />
            </Fact>
            <Fact label={m.languages}>
              <TagList
                items={designer.languages}
                labels={matching.profiles.languageLabels}
                empty={m.notStated}
                tone="outline"
              />
            </Fact>
            <Fact label={m.budget}>
              <span className="font-semibold text-primary">{profileBudgetLabel(designer, m)}</span>
            </Fact>
          </dl>
          <div className="flex flex-col gap-3 border-t border-border pt-5">
            <p className="text-sm">{m.askForText(designer.name)}</p>
            <div className="flex flex-wrap gap-2">
              <Link to={`/design-request?designer=${designer.id}`} className={buttonClasses()}>
                <MessageSquarePlus aria-hidden="true" />
                {m.askFor}
              </Link>
              <Link to="/designers" className={buttonClasses({ variant: "outline" })}>
                {app.nav.findDesigners}
              </Link>
            </div>
          </div>
        </Card>
      </div>

      <section aria-labelledby="designer-portfolio" className="flex flex-col gap-4">
        <h2 id="designer-portfolio" className="text-xl font-semibold">
          {m.portfolio} <span className="text-muted-foreground">({designer.portfolio.length})</span>
        </h2>
        {designer.portfolio.length > 0 ? (
          <DesignGrid designs={designer.portfolio} />
        ) : (
          <p className="text-muted-foreground">{m.portfolioEmpty}</p>
        )}
      </section>

      <section aria-labelledby="designer-reviews" className="flex flex-col gap-4">
        <h2 id="designer-reviews" className="text-xl font-semibold">
          {m.reviews}
        </h2>
        {designer.reviews.length > 0 ? (
          <div className="grid gap-4 md:grid-cols-2">
            {designer.reviews.map((review) => (
              <ReviewCard
                key={review.id}
                review={{ ...review, author: review.clientFirstName }}
                moderate={isAdmin}
              />
            ))}
          </div>
        ) : (
          <p className="text-muted-foreground">{m.reviewsEmpty}</p>
        )}
      </section>
    </Container>
  );
}

/** /designers/{id}: a vetted designer's public profile (issue 7 §1); anyone else's is not found. */
export function DesignerProfilePage() {
  const { id = "" } = useParams();
  const { app, matching } = useMessages();
  const m = matching.profiles.page;
  const { data: designer, isPending, isError, error, refetch } = usePublicDesigner(id);
  usePageMeta(
    "designerProfile",
    designer ? { title: designer.name, description: designer.bio.slice(0, 160) || undefined } : undefined,
  );

  if (isPending) return <PageSpinner label={app.states.loading} />;
  if (isError && !(error instanceof ApiError && error.status === 404)) {
    return (
      <Container className="flex flex-col items-center gap-4 py-24 text-center">
        <p className="text-muted-foreground">{m.loadError}</p>
        <Button variant="outline" onClick={() => refetch()}>
          {m.retry}
        </Button>
      </Container>
    );
  }
  if (!designer) {
    return (
      <Container className="flex flex-col items-center gap-4 py-24 text-center">
        <SearchX aria-hidden="true" className="size-12 text-muted-foreground" />
        <h1 className="text-3xl font-semibold tracking-tight">{m.notFound}</h1>
        <p className="text-muted-foreground">{m.notFoundText}</p>
        <BackLink />
      </Container>
    );
  }
  return <Profile designer={designer} />;
}
