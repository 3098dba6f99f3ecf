import { useSearchParams } from "react-router";
import type { CostGuide } from "#shared/cost-guide/responses.ts";
import {
  COST_GUIDE_HOME_PARAMS,
  COST_GUIDE_KEYS,
  COST_GUIDE_METRICS,
  type CostGuideDimension,
  type CostGuideMetric,
  costGuideSectionId,
} from "#shared/cost-guide/rules.ts";
import { formatHkd } from "#shared/designs/money.ts";
import { formatHongKongTime } from "#shared/matching/business-days.ts";
import { usePageMeta } from "../../app/page-meta.ts";
import { useDateFormats } from "../../app/use-date-formats.ts";
import { Button, buttonClasses } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";
import { ArrowRight, ShieldCheck } from "../../ui/icons.tsx";
import { Link } from "../../ui/link.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { useCostGuide } from "../api/get-cost-guide.ts";
import { type CostGuideMessages, useCostGuideMessages } from "./cost-guide-messages.ts";
import { RangeTable, scaleFor } from "./range-table.tsx";

const BREAKDOWNS = ["propertyType", "projectType", "districtGroup"] as const satisfies CostGuideDimension[];

function labelOf(m: CostGuideMessages, dimension: CostGuideDimension, key: string): string {
  if (dimension === "propertyType") return m.propertyTypes[key as keyof typeof m.propertyTypes];
  if (dimension === "projectType") return m.projectTypes[key as keyof typeof m.projectTypes];
  if (dimension === "districtGroup") return m.districtGroups[key as keyof typeof m.districtGroups];
  return m.overall;
}

function MetricSection({
  guide,
  metric,
  highlighted,
  m,
}: {
  guide: CostGuide;
  metric: CostGuideMetric;
  highlighted: Partial<Record<CostGuideDimension, string>>;
  m: CostGuideMessages;
}) {
  const cells = guide.cells.filter((cell) => cell.metric === metric);
  const overall = cells.find((cell) => cell.dimension === "all");
  const scale = scaleFor(cells);
  const money = (amount: number) => m.perSqFt(formatHkd(amount));
  const titleId = `${metric}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-6 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-xl font-semibold tracking-tight sm:text-2xl">
          {m.metrics[metric]}
        </h2>
        <p className="text-sm text-muted-foreground">{m.metricHints[metric]}</p>
      </div>
      {overall ? (
        <p className="rounded-lg bg-muted/60 p-4 text-base" data-testid={`${metric}-overall`}>
          <span className="block text-3xl font-semibold tabular-nums">{money(overall.median)}</span>
          <span className="mt-1 block text-sm text-muted-foreground">
            {m.overallLine(m.overall, money(overall.median), money(overall.p25), money(overall.p75))}{" "}
            {m.fromRequests(overall.requests)}
          </span>
        </p>
      ) : (
        <p className="rounded-lg bg-muted/60 p-4 text-sm text-muted-foreground">
          {m.notShown(guide.minRequests)}
        </p>
      )}
      {BREAKDOWNS.map((dimension) => (
        <RangeTable
          key={dimension}
          id={costGuideSectionId(metric, dimension)}
          caption={m.sections[dimension]}
          rows={COST_GUIDE_KEYS[dimension].map((key) => ({
            key,
            label: labelOf(m, dimension, key),
            cell: cells.find((cell) => cell.dimension === dimension && cell.key === key),
          }))}
          scale={scale}
          highlighted={highlighted[dimension]}
          minRequests={guide.minRequests}
          m={m}
        />
      ))}
    </section>
  );
}

/** /cost-guide: what interior design costs in Hong Kong, from the platform's own requests (issue 22 §2). */
export function CostGuidePage() {
  const m = useCostGuideMessages();
  usePageMeta("costGuide");
  const { long } = useDateFormats();
  const guide = useCostGuide();
  const [search] = useSearchParams();
  // The request form opens the guide on the home its author described.
  const highlighted = {
    propertyType: search.get(COST_GUIDE_HOME_PARAMS.propertyType) ?? undefined,
    projectType: search.get(COST_GUIDE_HOME_PARAMS.projectType) ?? undefined,
    districtGroup: search.get(COST_GUIDE_HOME_PARAMS.districtGroup) ?? undefined,
  };
  const data = guide.data;

  return (
    <Container className="flex flex-col gap-8 py-12">
      <PageHeader
        title={m.title}
        description={
          <>
            {m.subtitle}{" "}
            {data?.refreshedAt && (
              <span className="block pt-2 text-sm">
                {m.refreshed(formatHongKongTime(new Date(data.refreshedAt), long.pattern, long.locale))}
              </span>
            )}
          </>
        }
      />
      {guide.isPending ? (
        <p role="status" className="text-muted-foreground">
          …
        </p>
      ) : guide.isError || !data ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-muted-foreground">{m.loadError}</p>
          <Button variant="outline" onClick={() => void guide.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : data.refreshedAt === null ? (
        <p className="text-muted-foreground">{m.notYet}</p>
      ) : (
        <>
          <div
            aria-hidden="true"
            className="flex flex-wrap items-center gap-x-6 gap-y-2 text-xs text-muted-foreground"
          >
            <span className="flex items-center gap-2">
              <span className="inline-block h-3 w-8 rounded-full bg-primary/35" />
              {m.legend.range}
            </span>
            <span className="flex items-center gap-2">
              <span className="inline-block h-4 w-1 rounded-full bg-primary" />
              {m.legend.median}
            </span>
          </div>
          <div className="grid gap-8 xl:grid-cols-2">
            {COST_GUIDE_METRICS.map((metric) => (
              <MetricSection key={metric} guide={data} metric={metric} highlighted={highlighted} m={m} />
            ))}
          </div>
        </>
      )}
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="method-title" className="flex flex-col gap-3">
          <h2 id="method-title" className="text-xl font-semibold">
            {m.method.title}
          </h2>
          <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
            {m.method.items(data?.minRequests ?? 5).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="privacy-title" className="flex flex-col gap-3">
          <h2 id="privacy-title" className="flex items-center gap-2 text-xl font-semibold">
            <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
            {m.privacy.title}
          </h2>
          <p className="text-sm text-muted-foreground">{m.privacy.body}</p>
        </section>
      </div>
      <section className="flex flex-col items-start gap-3 rounded-xl border border-border bg-muted/40 p-6">
        <h2 className="text-lg font-semibold">{m.cta.title}</h2>
        <p className="text-sm text-muted-foreground">{m.cta.body}</p>
        <Link to="/design-request" className={buttonClasses()}>
          {m.cta.action}
          <ArrowRight aria-hidden="true" />
        </Link>
      </section>
    </Container>
  );
}
