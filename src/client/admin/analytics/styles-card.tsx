import type { AnalyticsQuery } from "#shared/admin/analytics/query.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { useDemand } from "./api/get-demand.ts";
import { RequestBarsCard } from "./request-bars-card.tsx";
import { mostRequestsFirst } from "./request-counts.ts";

/** Requests by the styles they ask for, the most asked first. */
export function StylesCard({ filters }: { filters: AnalyticsQuery }) {
  const { analytics: t, requests } = useWorkspaceMessages();
  const demand = useDemand(filters);
  return (
    <RequestBarsCard
      id="styles"
      texts={t.styles}
      column={t.styles.style}
      rows={
        demand.data &&
        mostRequestsFirst(demand.data.styles).map((row) => ({
          key: row.style,
          label: requests.form.styleLabels[row.style] ?? row.style,
          requests: row.requests,
        }))
      }
      query={demand}
      filters={filters}
      labelWidth={120}
    />
  );
}
