import { DESIGN_STYLES } from "#shared/designs/constants.ts";
import { useMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { buttonClasses } from "../ui/button.tsx";
import {
  ArrowRight,
  BadgeCheck,
  ClipboardCheck,
  Images,
  Inbox,
  LayoutGrid,
  Mail,
  Star,
  UserRoundSearch,
} from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { CheckList } from "./components/check-list.tsx";
import { CtaBand } from "./components/cta-band.tsx";
import { FaqList } from "./components/faq-list.tsx";
import { FeatureGrid } from "./components/feature-grid.tsx";
import { FloatingCard, InfoRows } from "./components/info-card.tsx";
import { StyleImage } from "./components/landing-images.tsx";
import { PageHero } from "./components/page-hero.tsx";
import { Section, SectionHeading } from "./components/section.tsx";
import { StepsList } from "./components/steps-list.tsx";
import { useMarketingMessages } from "./marketing-messages.ts";

const BENEFIT_ICONS = [ClipboardCheck, LayoutGrid, Star, UserRoundSearch];
const ONBOARDING_ICONS = [Mail, BadgeCheck, Images, Inbox];
const PORTFOLIO_STYLES = ["Japanese", "Scandinavian", "Industrial", "Modern"] as const;

function PortfolioVisual() {
  const m = useMarketingMessages().forDesigners.hero;
  return (
    <div className="relative mx-auto w-full max-w-lg pb-24 sm:pb-10 lg:max-w-none">
      <div className="rounded-3xl border border-border bg-card p-4 shadow-2xl shadow-primary/10 sm:p-5">
        <p className="flex items-center gap-2 px-1 pb-4 text-sm font-semibold">
          <LayoutGrid aria-hidden="true" className="size-4 text-primary" />
          {m.portfolioLabel}
        </p>
        <div role="img" aria-label={m.portfolioAlt} className="grid grid-cols-2 gap-3">
          {PORTFOLIO_STYLES.map((style) => (
            <div key={style} className="aspect-[4/3] overflow-hidden rounded-xl">
              <StyleImage style={style} alt="" />
            </div>
          ))}
        </div>
      </div>
      <FloatingCard className="absolute right-3 bottom-0 w-72 sm:-right-6 sm:-bottom-6">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-success uppercase">
          <Inbox aria-hidden="true" className="size-4" />
          {m.requestCard.label}
        </p>
        <p className="mt-2 font-semibold">{m.requestCard.title}</p>
        <InfoRows rows={m.requestCard.rows} className="mt-2" />
      </FloatingCard>
    </div>
  );
}

export function ForDesignersPage() {
  const m = useMarketingMessages();
  const page = m.forDesigners;
  const { styleLabels } = useMessages().designs;
  usePageMeta("forDesigners");
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.intro}
        visual={<PortfolioVisual />}
        actions={
          <>
            <Link to="/contact" className={buttonClasses({ size: "lg" })}>
              {page.hero.primary}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to="/how-it-works" className={buttonClasses({ variant: "outline", size: "lg" })}>
              {page.hero.secondary}
            </Link>
          </>
        }
      />
      <Section aria-labelledby="benefits-title">
        <SectionHeading id="benefits-title" title={page.benefits.title} />
        <FeatureGrid items={page.benefits.items} icons={BENEFIT_ICONS} columns={4} className="mt-12" />
      </Section>
      <Section tone="muted" aria-labelledby="onboarding-title">
        <SectionHeading id="onboarding-title" title={page.onboarding.title} intro={page.onboarding.intro} />
        <StepsList steps={page.onboarding.steps} icons={ONBOARDING_ICONS} className="mt-12" />
      </Section>
      <Section aria-labelledby="requirements-title">
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)] lg:gap-16">
          <div className="flex flex-col gap-6">
            <SectionHeading
              id="requirements-title"
              align="start"
              title={page.requirements.title}
              intro={page.requirements.intro}
            />
            <ul aria-hidden="true" className="flex flex-wrap gap-2">
              {DESIGN_STYLES.map((style) => (
                <li
                  key={style}
                  className="rounded-full border border-border bg-card px-3 py-1 text-sm text-muted-foreground"
                >
                  {styleLabels[style]}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-8">
            <CheckList items={page.requirements.items} loose className="sm:text-lg" />
          </div>
        </div>
      </Section>
      <Section tone="muted" aria-labelledby="designer-faq-title" containerWidth="3xl">
        <SectionHeading id="designer-faq-title" title={m.common.faqTitle} />
        <FaqList items={page.faq} className="mt-10" />
      </Section>
      <CtaBand title={page.cta.title} body={page.cta.body}>
        <Link to="/contact" className={buttonClasses({ variant: "onPrimary", size: "lg" })}>
          {page.cta.primary}
          <ArrowRight aria-hidden="true" />
        </Link>
      </CtaBand>
    </>
  );
}
