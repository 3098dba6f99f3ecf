import { usePageMeta } from "../app/page-meta.ts";
import { Badge } from "../ui/badge.tsx";
import { buttonClasses } from "../ui/button.tsx";
import {
  ArrowRight,
  ClipboardList,
  FileText,
  Hammer,
  Info,
  ShieldCheck,
  SlidersHorizontal,
  Target,
  Timer,
  UserRound,
  UsersRound,
} from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { CheckList } from "./components/check-list.tsx";
import { CtaBand } from "./components/cta-band.tsx";
import { FeatureGrid } from "./components/feature-grid.tsx";
import { FloatingCard, InfoRows } from "./components/info-card.tsx";
import { StyleImage } from "./components/landing-images.tsx";
import { PageHero } from "./components/page-hero.tsx";
import { ProjectCta } from "./components/project-cta.tsx";
import { Section, SectionHeading } from "./components/section.tsx";
import { StepsList } from "./components/steps-list.tsx";
import { useMarketingMessages } from "./marketing-messages.ts";

const BENEFIT_ICONS = [ShieldCheck, Timer, Target, SlidersHorizontal];
const JOURNEY_ICONS = [UserRound, ClipboardList, UsersRound, Hammer];

function BriefVisual() {
  const m = useMarketingMessages().forClients.hero.briefCard;
  return (
    <div className="relative mx-auto w-full max-w-lg pb-14 sm:pb-8 lg:max-w-none">
      <div className="overflow-hidden rounded-3xl border border-border bg-card shadow-2xl shadow-primary/10">
        <div className="aspect-[16/9]">
          <StyleImage style="Scandinavian" alt="" />
        </div>
        <div className="p-5 sm:p-6">
          <div className="flex items-center justify-between gap-3">
            <p className="flex items-center gap-2 font-semibold">
              <FileText aria-hidden="true" className="size-4 text-primary" />
              {m.label}
            </p>
            <Badge tone="primary">{m.status}</Badge>
          </div>
          <InfoRows rows={m.rows} className="mt-3" />
        </div>
      </div>
      <FloatingCard className="absolute bottom-0 left-3 flex items-center gap-3 sm:-bottom-4 sm:-left-6">
        <span className="flex size-10 items-center justify-center rounded-full bg-success/15 text-success">
          <UsersRound aria-hidden="true" className="size-5" />
        </span>
        <span className="flex flex-col leading-tight">
          <span className="font-semibold">{m.matched}</span>
          <span className="text-xs text-muted-foreground">{m.matchedNote}</span>
        </span>
      </FloatingCard>
    </div>
  );
}

export function ForClientsPage() {
  const page = useMarketingMessages().forClients;
  usePageMeta("forClients");
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.intro}
        visual={<BriefVisual />}
        actions={
          <>
            <ProjectCta>
              {page.hero.primary}
              <ArrowRight aria-hidden="true" />
            </ProjectCta>
            <Link to="/designs" className={buttonClasses({ variant: "outline", size: "lg" })}>
              {page.hero.secondary}
            </Link>
          </>
        }
      />
      <Section aria-labelledby="client-benefits-title">
        <SectionHeading id="client-benefits-title" title={page.benefits.title} />
        <FeatureGrid items={page.benefits.items} icons={BENEFIT_ICONS} columns={4} className="mt-12" />
      </Section>
      <Section tone="muted" aria-labelledby="journey-title">
        <SectionHeading id="journey-title" title={page.journey.title} />
        <StepsList steps={page.journey.steps} icons={JOURNEY_ICONS} className="mt-12" />
      </Section>
      <Section aria-labelledby="tips-title">
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:gap-16">
          <div>
            <SectionHeading id="tips-title" align="start" title={page.tips.title} intro={page.tips.intro} />
            <CheckList items={page.tips.items} loose className="mt-8 sm:text-lg" />
          </div>
          <section
            aria-labelledby="note-title"
            className="flex flex-col gap-4 rounded-3xl border border-primary/20 bg-secondary/70 p-6 sm:p-8"
          >
            <Info aria-hidden="true" className="size-7 text-primary" />
            <h2 id="note-title" className="text-xl font-semibold tracking-tight text-secondary-foreground">
              {page.note.title}
            </h2>
            <p className="leading-relaxed">{page.note.body}</p>
            <Link
              to="/terms"
              className="inline-flex items-center gap-1.5 font-medium text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary"
            >
              {page.note.link}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </section>
        </div>
      </Section>
      <CtaBand title={page.cta.title} body={page.cta.body}>
        <ProjectCta variant="onPrimary">
          {page.cta.primary}
          <ArrowRight aria-hidden="true" />
        </ProjectCta>
      </CtaBand>
    </>
  );
}
