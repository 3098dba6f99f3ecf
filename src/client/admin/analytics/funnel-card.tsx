import type { AnalyticsQuery } from "#shared/admin/analytics/query.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { useFunnel } from "./api/get-funnel.ts";
import { ChartCard } from "./chart-card.tsx";
import { HorizontalBars } from "./charts.tsx";
import type { Figures } from "./figures.ts";
import { useFigureFormats } from "./use-figure-formats.ts";

/** How many requests reached each step, and the share of the step before. */
export function FunnelCard({ filters }: { filters: AnalyticsQuery }) {
  const t = useWorkspaceMessages().analytics.funnel;
  const { number, percent, csvPercent } = useFigureFormats();
  const funnel = useFunnel(filters);
  const figures: Figures | null = funnel.data
    ? {
        header: [t.step, t.requests, `${t.conversion} (%)`],
        rows: funnel.data.steps.map((s) => ({
          key: s.step,
          cells: [t.steps[s.step], number(s.requests), percent(s.conversion)],
          csv: [t.steps[s.step], s.requests, csvPercent(s.conversion)],
        })),
        file: t.file,
      }
    : null;
  return (
    <ChartCard
      id="funnel"
      title={t.title}
      description={t.description}
      query={funnel}
      figures={figures}
      filters={filters}
    >
      {funnel.data && (
        <HorizontalBars
          valueName={t.requests}
          format={number}
          labelWidth={150}
          rows={funnel.data.steps.map((s) => ({
            label: t.steps[s.step],
            value: s.requests,
            ...(s.conversion === null ? {} : { note: percent(s.conversion) }),
          }))}
        />
      )}
    </ChartCard>
  );
}
