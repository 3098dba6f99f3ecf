import type { AnalyticsQuery } from "#shared/admin/analytics/query.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { useFirstIntroduction } from "./api/get-first-introduction.ts";
import { ChartCard } from "./chart-card.tsx";
import { WeeklyTimesChart } from "./charts.tsx";
import type { Figures } from "./figures.ts";
import { useFigureFormats } from "./use-figure-formats.ts";

/** Business hours from submission to the first introduction, week by week, against the promise. */
export function FirstIntroductionCard({ filters }: { filters: AnalyticsQuery }) {
  const { analytics } = useWorkspaceMessages();
  const f = analytics.firstIntroduction;
  const { number, percent, hours, csvPercent, csvHours } = useFigureFormats();
  const times = useFirstIntroduction(filters);
  const figures: Figures | null = times.data
    ? {
        header: [f.week, f.requests, f.introduced, f.median, f.p90, f.kept, `${f.keptShare} (%)`],
        rows: times.data.weeks.map((w) => ({
          key: w.week,
          cells: [
            w.week,
            number(w.requests),
            number(w.introduced),
            hours(w.medianHours),
            hours(w.p90Hours),
            `${number(w.kept)} / ${number(w.decided)}`,
            percent(w.keptShare),
          ],
          csv: [
            w.week,
            w.requests,
            w.introduced,
            csvHours(w.medianHours),
            csvHours(w.p90Hours),
            w.kept,
            csvPercent(w.keptShare),
          ],
        })),
        file: f.file,
      }
    : null;
  return (
    <ChartCard
      id="first-introduction"
      title={f.title}
      description={f.description(times.data?.promiseHours ?? 18)}
      query={times}
      figures={figures}
      filters={filters}
    >
      {times.data && (
        <>
          <p className="text-sm font-medium">
            {f.overall(
              hours(times.data.overall.medianHours),
              hours(times.data.overall.p90Hours),
              percent(times.data.overall.keptShare),
            )}
          </p>
          <WeeklyTimesChart
            rows={times.data.weeks.map((w) => ({
              week: w.week,
              median: w.medianHours,
              p90: w.p90Hours,
              kept: w.keptShare,
            }))}
            promise={times.data.promiseHours}
            names={{ median: f.median, p90: f.p90, kept: f.keptShare, promise: f.promise }}
            hours={(value) => analytics.hours(value)}
            percent={(value) => analytics.percent(value)}
          />
        </>
      )}
    </ChartCard>
  );
}
