import type { AnalyticsQuery } from "#shared/admin/analytics/query.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { useDemand } from "./api/get-demand.ts";
import { ChartCard } from "./chart-card.tsx";
import { DistrictMap } from "./district-map.tsx";
import { mostRequestsFirst, requestCountFigures } from "./request-counts.ts";
import { useFigureFormats } from "./use-figure-formats.ts";

/** Requests by district on the map; the table lists the busiest first. */
export function DistrictsCard({ filters }: { filters: AnalyticsQuery }) {
  const { analytics, matching } = useWorkspaceMessages();
  const t = analytics.districts;
  const { number } = useFigureFormats();
  const demand = useDemand(filters);
  const figures = demand.data
    ? requestCountFigures(
        mostRequestsFirst(demand.data.districts).map((row) => ({
          key: row.district,
          label: matching.districtLabels[row.district],
          requests: row.requests,
        })),
        [t.district, t.requests],
        t.file,
        number,
      )
    : null;
  return (
    <ChartCard
      id="districts"
      title={t.title}
      description={t.description}
      query={demand}
      figures={figures}
      filters={filters}
    >
      {demand.data && (
        <>
          <DistrictMap counts={demand.data.districts} />
          {demand.data.noDistrict > 0 && (
            <p className="text-xs text-muted-foreground">{t.noDistrict(demand.data.noDistrict)}</p>
          )}
        </>
      )}
    </ChartCard>
  );
}
