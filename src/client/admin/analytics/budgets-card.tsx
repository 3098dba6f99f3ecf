import type { AnalyticsQuery } from "#shared/admin/analytics/query.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { useDemand } from "./api/get-demand.ts";
import { RequestBarsCard } from "./request-bars-card.tsx";

/** Requests by budget band, in the bands' order. */
export function BudgetsCard({ filters }: { filters: AnalyticsQuery }) {
  const t = useWorkspaceMessages().analytics.budgets;
  const demand = useDemand(filters);
  return (
    <RequestBarsCard
      id="budgets"
      texts={t}
      column={t.band}
      rows={demand.data?.budgets.map((row) => ({
        key: row.band,
        label: t.bands[row.band],
        requests: row.requests,
      }))}
      query={demand}
      filters={filters}
      labelWidth={150}
    />
  );
}
