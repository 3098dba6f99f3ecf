import type { DetailedStep } from "#shared/i18n/en/marketing.ts";
import { usePageMeta } from "../app/page-meta.ts";
import { buttonClasses } from "../ui/button.tsx";
import {
  ArrowRight,
  Camera,
  ClipboardList,
  Heart,
  Ruler,
  Sparkles,
  UsersRound,
  Wallet,
} from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { CheckList } from "./components/check-list.tsx";
import { CtaBand } from "./components/cta-band.tsx";
import { FaqList } from "./components/faq-list.tsx";
import { FeatureGrid, IconTile } from "./components/feature-grid.tsx";
import { PageHero } from "./components/page-hero.tsx";
import { Section, SectionHeading } from "./components/section.tsx";
import { useMarketingMessages } from "./marketing-messages.ts";

const STEP_ICONS = [ClipboardList, UsersRound, Sparkles];
/** Step 1 leads to the request form, step 2 to the gallery (spec 1 §2). */
const STEP_LINKS = ["/design-request", "/designs"];
const PREPARE_ICONS = [Ruler, Wallet, Camera, Heart];

function StepRow({ step, index, last }: { step: DetailedStep; index: number; last: boolean }) {
  const { stepLabel } = useMarketingMessages().common;
  const Icon = STEP_ICONS[index] ?? Sparkles;
  const to = STEP_LINKS[index];
  return (
    <li className="relative grid grid-cols-[3rem_minmax(0,1fr)] gap-5 sm:grid-cols-[4rem_minmax(0,1fr)] sm:gap-8">
      <div className="flex flex-col items-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground shadow-md ring-8 ring-background sm:size-16 sm:text-xl">
          {index + 1}
        </span>
        {!last && (
          <span aria-hidden="true" className="mt-2 w-px flex-1 bg-linear-to-b from-primary/40 to-border" />
        )}
      </div>
      <div className={last ? "pb-0" : "pb-14 sm:pb-16"}>
        <p className="pt-1 text-sm font-semibold tracking-wide text-primary uppercase sm:pt-3">
          {stepLabel(index + 1)}
        </p>
        <h2 className="mt-2 text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{step.title}</h2>
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
          <div className="flex flex-col items-start gap-6">
            <p className="leading-relaxed text-pretty text-muted-foreground sm:text-lg">{step.body}</p>
            {step.action && to && (
              <Link to={to} className={buttonClasses({ variant: index === 0 ? "primary" : "outline" })}>
                {step.action}
                <ArrowRight aria-hidden="true" />
              </Link>
            )}
          </div>
          <div className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm">
            <IconTile icon={Icon} size="sm" />
            <CheckList items={step.details} className="text-sm" />
          </div>
        </div>
      </div>
    </li>
  );
}

export function HowItWorksPage() {
  const m = useMarketingMessages();
  const page = m.howItWorks;
  usePageMeta("howItWorks");
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.intro}
        actions={
          <>
            <Link to="/design-request" className={buttonClasses({ size: "lg" })}>
              {page.cta.primary}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to="/designs" className={buttonClasses({ variant: "outline", size: "lg" })}>
              {page.cta.secondary}
            </Link>
          </>
        }
      />
      <Section containerWidth="5xl">
        <ol>
          {page.steps.map((step, index) => (
            <StepRow key={step.title} step={step} index={index} last={index === page.steps.length - 1} />
          ))}
        </ol>
      </Section>
      <Section tone="muted" aria-labelledby="prepare-title">
        <SectionHeading id="prepare-title" title={page.prepare.title} intro={page.prepare.intro} />
        <FeatureGrid items={page.prepare.items} icons={PREPARE_ICONS} columns={4} className="mt-12" />
      </Section>
      <Section aria-labelledby="faq-title" containerWidth="3xl">
        <SectionHeading id="faq-title" title={m.common.faqTitle} />
        <FaqList items={page.faq} className="mt-10" />
      </Section>
      <CtaBand title={page.cta.title} body={page.cta.body}>
        <Link to="/design-request" className={buttonClasses({ variant: "onPrimary", size: "lg" })}>
          {page.cta.primary}
          <ArrowRight aria-hidden="true" />
        </Link>
        <Link to="/designs" className={buttonClasses({ variant: "onPrimaryOutline", size: "lg" })}>
          {page.cta.secondary}
        </Link>
      </CtaBand>
    </>
  );
}
