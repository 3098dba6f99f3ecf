import { initials } from "#shared/auth/display.ts";
import { DESIGN_STYLES } from "#shared/designs/constants.ts";
import { labelOf } from "#shared/i18n/label-of.ts";
import { homeownersFigure } from "#shared/marketing/claim-rules.ts";
import { MATCHING_BUSINESS_DAYS } from "#shared/marketing/constants.ts";
import type { SiteTestimonial } from "#shared/marketing/site-claims.ts";
import { HK_DISTRICTS } from "#shared/matching/districts.ts";
import { useLocale, useMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { buttonClasses } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import {
  ArrowRight,
  ClipboardList,
  Clock,
  Home,
  PencilRuler,
  Quote,
  ShieldCheck,
  Sparkles,
  Star,
  SwatchBook,
  Target,
  Timer,
  UsersRound,
} from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { useSiteClaims } from "./api/get-site-claims.ts";
import { CheckList } from "./components/check-list.tsx";
import { CtaBand } from "./components/cta-band.tsx";
import { IconTile } from "./components/feature-grid.tsx";
import { HeroImage, StyleImage } from "./components/landing-images.tsx";
import { Eyebrow, HeroBackdrop } from "./components/page-hero.tsx";
import { ProjectCta } from "./components/project-cta.tsx";
import { Section, SectionHeading } from "./components/section.tsx";
import { StepsList } from "./components/steps-list.tsx";
import { useMarketingMessages } from "./marketing-messages.ts";

const STEP_ICONS = [ClipboardList, UsersRound, Sparkles];
const WHY_ICONS = [ShieldCheck, Timer, Target];
const STARS = [1, 2, 3, 4, 5];
/** Fewer than three quotes sit in the middle rather than leave empty columns. */
const QUOTE_COLUMNS: Record<number, string> = { 1: "max-w-xl", 2: "max-w-4xl md:grid-cols-2" };

function Hero() {
  const m = useMarketingMessages().landing.hero;
  const locale = useLocale();
  const claim = useSiteClaims().heroClaim?.[locale];
  // Chinese sentences follow one another without a space.
  const body = claim ? [claim, m.body].join(locale === "zh-HK" ? "" : " ") : m.body;
  return (
    <div className="relative isolate overflow-x-clip border-b border-border">
      <HeroBackdrop />
      <Container className="grid items-center gap-14 py-14 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:py-24">
        <div className="flex flex-col items-start gap-6">
          <Eyebrow icon={<Home aria-hidden="true" />}>{m.eyebrow}</Eyebrow>
          <h1 className="text-4xl leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {m.title}
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground">{body}</p>
          <div className="flex flex-col gap-3 self-stretch sm:flex-row sm:self-auto">
            <ProjectCta>
              {m.getStarted}
              <ArrowRight aria-hidden="true" />
            </ProjectCta>
            <Link to="/designs" className={buttonClasses({ variant: "outline", size: "lg" })}>
              {m.browseDesigns}
            </Link>
          </div>
          <CheckList items={m.points} className="mt-2 text-sm text-muted-foreground sm:text-base" />
        </div>
        <HeroVisual />
      </Container>
    </div>
  );
}

function HeroVisual() {
  const m = useMarketingMessages().landing.hero;
  return (
    <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
      <div className="overflow-hidden rounded-3xl border border-border bg-card shadow-2xl shadow-primary/10">
        <HeroImage alt={m.imageAlt} />
      </div>
      <div className="absolute -bottom-10 left-3 w-56 rounded-2xl border border-border bg-card/95 p-3 shadow-xl backdrop-blur sm:-bottom-8 sm:-left-6 sm:w-68 sm:p-4">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-success uppercase">
          <span aria-hidden="true" className="relative flex size-2">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-success/60 motion-reduce:hidden" />
            <span className="relative inline-flex size-2 rounded-full bg-success" />
          </span>
          {m.matchCard.label}
        </p>
        <div className="mt-2 flex items-center gap-3 sm:mt-3">
          <div aria-hidden="true" className="flex -space-x-2">
            {[PencilRuler, SwatchBook, Home].map((Icon, index) => (
              <span
                key={Icon.displayName ?? index}
                className="flex size-8 items-center justify-center rounded-full bg-secondary text-secondary-foreground ring-2 ring-card"
              >
                <Icon className="size-4" />
              </span>
            ))}
          </div>
          <p className="leading-tight font-semibold">{m.matchCard.title}</p>
        </div>
        <p className="mt-2 text-xs text-muted-foreground">{m.matchCard.meta}</p>
      </div>
      <div className="absolute -top-5 right-3 flex items-center gap-2.5 rounded-2xl bg-primary px-3 py-2 text-primary-foreground shadow-xl sm:-right-5 sm:gap-3 sm:px-4 sm:py-3">
        <Clock aria-hidden="true" className="size-6 opacity-90" />
        <p className="flex flex-col leading-tight">
          <span className="text-xl font-semibold">{m.speedCard.value}</span>
          <span className="text-xs opacity-90">{m.speedCard.label}</span>
        </p>
      </div>
    </div>
  );
}

function Stats() {
  const m = useMarketingMessages().landing.stats;
  const { homeownersMatched } = useSiteClaims();
  // Facts of the product itself; the homeowners only when counted (or claimed by the deployment).
  const items = [
    ...(homeownersMatched === null
      ? []
      : [{ value: homeownersFigure(homeownersMatched), label: m.homeowners }]),
    { value: String(MATCHING_BUSINESS_DAYS), label: m.businessDays },
    { value: String(HK_DISTRICTS.length), label: m.districts },
    { value: String(DESIGN_STYLES.length), label: m.styles },
  ];
  return (
    <section aria-labelledby="stats-title" className="border-b border-border bg-card">
      <Container>
        <h2 id="stats-title" className="sr-only">
          {m.title}
        </h2>
        <dl
          className={`grid grid-cols-2 divide-border py-10 lg:divide-x ${items.length === 4 ? "lg:grid-cols-4" : "sm:grid-cols-3"}`}
        >
          {items.map((item, index) => (
            <div
              key={item.label}
              className={`flex flex-col-reverse justify-end gap-1 px-4 py-4 text-center lg:px-8 ${
                // Three figures on a phone's two columns: the last takes the whole row.
                items.length % 2 === 1 && index === items.length - 1 ? "col-span-2 sm:col-span-1" : ""
              }`}
            >
              <dt className="text-sm leading-snug text-muted-foreground">{item.label}</dt>
              <dd className="text-4xl font-semibold tracking-tight text-primary tabular-nums">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

function HowItWorks() {
  const m = useMarketingMessages().landing.howItWorks;
  return (
    <Section aria-labelledby="how-title">
      <SectionHeading id="how-title" eyebrow={m.eyebrow} title={m.title} intro={m.intro} />
      <StepsList steps={m.steps} icons={STEP_ICONS} className="mt-14" />
      <p className="mt-10 text-center">
        <Link
          to="/how-it-works"
          className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
        >
          {m.more}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </Section>
  );
}

function Styles() {
  const m = useMarketingMessages().landing.styles;
  const { styleLabels } = useMessages().designs;
  const browseAll = (
    <Link
      to="/designs"
      className={buttonClasses({ variant: "outline", className: "mt-2 self-start sm:mt-0" })}
    >
      {m.browseAll}
      <ArrowRight aria-hidden="true" />
    </Link>
  );
  return (
    <Section tone="muted" aria-labelledby="styles-title">
      <div className="flex flex-col justify-between gap-6 sm:flex-row sm:items-end">
        <SectionHeading id="styles-title" align="start" eyebrow={m.eyebrow} title={m.title} intro={m.intro} />
        {browseAll}
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {m.items.map((item) => (
          <li key={item.style}>
            <Link
              to={`/designs?${new URLSearchParams({ style: item.style })}`}
              className="group flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
            >
              <div className="aspect-[4/3] overflow-hidden bg-muted">
                <StyleImage
                  style={item.style}
                  alt=""
                  className="transition-transform duration-500 group-hover:scale-105"
                />
              </div>
              <div className="flex flex-1 flex-col gap-2 p-5">
                <h3 className="text-lg font-semibold tracking-tight">{labelOf(styleLabels, item.style)}</h3>
                <p className="flex-1 text-sm leading-relaxed text-muted-foreground">{item.body}</p>
                <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-primary">
                  {m.explore}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function WhyChoose() {
  const m = useMarketingMessages().landing.why;
  const hero = useMarketingMessages().landing.hero;
  return (
    <Section aria-labelledby="why-title">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
        <div className="flex flex-col gap-6 lg:sticky lg:top-28 lg:self-start">
          <SectionHeading id="why-title" align="start" eyebrow={m.eyebrow} title={m.title} intro={m.intro} />
          <ProjectCta className="self-start">
            {hero.getStarted}
            <ArrowRight aria-hidden="true" />
          </ProjectCta>
        </div>
        <ul className="flex flex-col gap-5">
          {m.items.map((item, index) => {
            const Icon = WHY_ICONS[index] ?? ShieldCheck;
            return (
              <li
                key={item.title}
                className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm sm:flex-row sm:gap-6 sm:p-8"
              >
                <IconTile icon={Icon} />
                <div className="flex flex-col gap-2">
                  <h3 className="text-xl font-semibold tracking-tight">{item.title}</h3>
                  <p className="leading-relaxed text-muted-foreground">{item.body}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}

/** What a quote's caption says, in the reader's language: the deployment's words, or the review's facts. */
function useCaption(item: SiteTestimonial) {
  const locale = useLocale();
  const messages = useMessages();
  if (item.kind === "configured") {
    return { name: item.name[locale], place: item.place[locale], project: item.project[locale] };
  }
  const project = [
    item.propertyType ? labelOf(messages.matching.profiles.propertyTypeLabels, item.propertyType) : null,
    item.style ? labelOf(messages.designs.styleLabels, item.style) : null,
  ].filter(Boolean);
  return {
    name: item.name,
    place: item.district ? labelOf(messages.matching.districtLabels, item.district) : "",
    project: project.join(locale === "zh-HK" ? "，" : ", "),
  };
}

function TestimonialCard({ item }: { item: SiteTestimonial }) {
  const m = useMarketingMessages().landing.testimonials;
  const locale = useLocale();
  const caption = useCaption(item);
  return (
    <figure className="flex h-full flex-col gap-6 rounded-2xl border border-border bg-background p-6 sm:p-8">
      <Quote aria-hidden="true" className="size-8 text-accent" />
      {item.kind === "review" ? (
        <p className="-mt-3 flex gap-0.5 text-accent" role="img" aria-label={m.rating(item.rating)}>
          {STARS.filter((star) => star <= item.rating).map((star) => (
            <Star key={star} aria-hidden="true" className="size-4 fill-current" />
          ))}
        </p>
      ) : null}
      <blockquote className="flex-1 text-lg leading-relaxed text-pretty">
        <p>{item.kind === "configured" ? item.quote[locale] : item.quote}</p>
      </blockquote>
      <figcaption className="flex items-center gap-3 border-t border-border pt-5">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
        >
          {initials({ name: caption.name })}
        </span>
        <span className="flex flex-col">
          <span className="font-semibold">{caption.name}</span>
          {caption.place ? <span className="text-sm text-muted-foreground">{caption.place}</span> : null}
          {caption.project ? <span className="text-sm text-muted-foreground">{caption.project}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}

/** Homeowners' own words, or nothing: the section is not shown without any (issue 19 §13). */
function Testimonials() {
  const m = useMarketingMessages().landing.testimonials;
  const { testimonials } = useSiteClaims();
  if (testimonials.length === 0) return null;
  return (
    <Section tone="card" aria-labelledby="stories-title">
      <SectionHeading id="stories-title" eyebrow={m.eyebrow} title={m.title} />
      <ul className={`mx-auto mt-12 grid gap-6 ${QUOTE_COLUMNS[testimonials.length] ?? "lg:grid-cols-3"}`}>
        {testimonials.map((item, index) => (
          // Quotes have no id; their order is the server's and fixed for the page's life.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <TestimonialCard item={item} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function DesignersTeaser() {
  const m = useMarketingMessages().landing.designers;
  return (
    <section aria-labelledby="designers-title" className="pt-16 sm:pt-24">
      <Container>
        <div className="flex flex-col gap-6 rounded-3xl border border-border bg-card p-8 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
            <IconTile icon={PencilRuler} size="lg" tone="accent" />
            <div className="flex max-w-xl flex-col gap-2">
              <h2 id="designers-title" className="text-2xl font-semibold tracking-tight">
                {m.title}
              </h2>
              <p className="leading-relaxed text-muted-foreground">{m.body}</p>
            </div>
          </div>
          <Link
            to="/for-designers"
            className={buttonClasses({ variant: "outline", size: "lg", className: "shrink-0" })}
          >
            {m.cta}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </Container>
    </section>
  );
}

/** The public landing page; also shown at `/` for signed-out visitors (metaKey "home"). */
export function LandingPage({ metaKey = "landing" }: { metaKey?: "home" | "landing" }) {
  const m = useMarketingMessages().landing;
  usePageMeta(metaKey);
  return (
    <>
      <Hero />
      <Stats />
      <HowItWorks />
      <Styles />
      <WhyChoose />
      <Testimonials />
      <DesignersTeaser />
      <CtaBand title={m.finalCta.title} body={m.finalCta.body}>
        <ProjectCta variant="onPrimary">
          {m.finalCta.primary}
          <ArrowRight aria-hidden="true" />
        </ProjectCta>
        <Link to="/contact" className={buttonClasses({ variant: "onPrimaryOutline", size: "lg" })}>
          {m.finalCta.secondary}
        </Link>
      </CtaBand>
    </>
  );
}
