import type { AnalyticsQuery } from "#shared/admin/analytics/query.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { useDesignerStats } from "./api/get-designers.ts";
import { ChartCard } from "./chart-card.tsx";
import { HorizontalBars } from "./charts.tsx";
import type { Figures } from "./figures.ts";
import { useFigureFormats } from "./use-figure-formats.ts";

/** Each designer's answers to their introductions, reply time and open requests; their acceptance as bars. */
export function DesignersCard({ filters }: { filters: AnalyticsQuery }) {
  const { analytics } = useWorkspaceMessages();
  const d = analytics.designers;
  const { number, percent, hours, csvPercent, csvHours } = useFigureFormats();
  const designers = useDesignerStats(filters);
  const figures: Figures | null = designers.data
    ? {
        header: [
          d.designer,
          d.introduced,
          d.accepted,
          d.declined,
          d.expired,
          `${d.acceptanceRate} (%)`,
          d.medianReply,
          d.openLoad,
        ],
        rows: designers.data.designers.map((row) => ({
          key: row.designerId,
          cells: [
            row.name,
            number(row.introduced),
            number(row.accepted),
            number(row.declined),
            number(row.expired),
            percent(row.acceptanceRate),
            hours(row.medianReplyHours),
            number(row.openLoad),
          ],
          csv: [
            row.name,
            row.introduced,
            row.accepted,
            row.declined,
            row.expired,
            csvPercent(row.acceptanceRate),
            csvHours(row.medianReplyHours),
            row.openLoad,
          ],
        })),
        file: d.file,
      }
    : null;
  return (
    <ChartCard
      id="designers"
      title={d.title}
      description={d.description}
      query={designers}
      figures={figures}
      filters={filters}
    >
      {designers.data && designers.data.designers.length > 0 && (
        <HorizontalBars
          valueName={d.acceptanceRate}
          format={(value) => analytics.percent(value)}
          labelWidth={110}
          max={1}
          rows={designers.data.designers.map((row) => ({
            label: row.name,
            value: row.acceptanceRate ?? 0,
          }))}
        />
      )}
    </ChartCard>
  );
}
