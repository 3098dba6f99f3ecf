import { usePageMeta } from "../app/page-meta.ts";
import { buttonClasses } from "../ui/button.tsx";
import {
  ArrowRight,
  Compass,
  HandHeart,
  MapPin,
  MessageSquareText,
  ShieldCheck,
  Sofa,
} from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { CheckList } from "./components/check-list.tsx";
import { CtaBand } from "./components/cta-band.tsx";
import { FeatureGrid } from "./components/feature-grid.tsx";
import { PageHero } from "./components/page-hero.tsx";
import { ProjectCta } from "./components/project-cta.tsx";
import { RoomScene } from "./components/room-scene.tsx";
import { Section, SectionHeading } from "./components/section.tsx";
import { useMarketingMessages } from "./marketing-messages.ts";

const VALUE_ICONS = [ShieldCheck, Sofa, MessageSquareText, MapPin];

export function AboutPage() {
  const m = useMarketingMessages().about;
  usePageMeta("about");
  return (
    <>
      <PageHero eyebrow={m.hero.eyebrow} title={m.hero.title} intro={m.hero.intro} />
      <Section aria-labelledby="story-title">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-16">
          <div>
            <SectionHeading id="story-title" align="start" title={m.story.title} />
            <div className="mt-6 flex flex-col gap-5 text-lg leading-relaxed text-pretty text-muted-foreground">
              {m.story.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="flex flex-col gap-6 lg:pt-2">
            <div className="overflow-hidden rounded-3xl border border-border shadow-sm">
              <RoomScene className="aspect-[16/10]" />
            </div>
            <section
              aria-labelledby="mission-title"
              className="relative overflow-hidden rounded-3xl bg-primary p-8 text-primary-foreground shadow-lg"
            >
              <Compass aria-hidden="true" className="absolute -top-6 -right-6 size-32 opacity-10" />
              <h2 id="mission-title" className="text-sm font-semibold tracking-wide uppercase opacity-90">
                {m.mission.title}
              </h2>
              <p className="mt-3 text-xl leading-relaxed font-medium text-pretty">{m.mission.body}</p>
            </section>
          </div>
        </div>
      </Section>
      <Section tone="muted" aria-labelledby="values-title">
        <SectionHeading id="values-title" title={m.values.title} />
        <FeatureGrid items={m.values.items} icons={VALUE_ICONS} columns={4} className="mt-12" />
      </Section>
      <Section aria-labelledby="reasons-title">
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)] lg:gap-16">
          <div className="flex flex-col gap-6">
            <HandHeart aria-hidden="true" className="size-10 text-accent" strokeWidth={1.5} />
            <SectionHeading id="reasons-title" align="start" title={m.reasons.title} />
          </div>
          <div className="rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-8">
            <CheckList items={m.reasons.items} loose className="sm:text-lg" />
          </div>
        </div>
      </Section>
      <CtaBand title={m.cta.title} body={m.cta.body}>
        <ProjectCta variant="onPrimary">
          {m.cta.primary}
          <ArrowRight aria-hidden="true" />
        </ProjectCta>
        <Link to="/contact" className={buttonClasses({ variant: "onPrimaryOutline", size: "lg" })}>
          {m.cta.secondary}
        </Link>
      </CtaBand>
    </>
  );
}
