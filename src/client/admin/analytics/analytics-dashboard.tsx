import { analyticsRange } from "#shared/admin/analytics/query.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Container } from "../../ui/container.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { AnalyticsFilters } from "./analytics-filters.tsx";
import { BudgetsCard } from "./budgets-card.tsx";
import { DesignersCard } from "./designers-card.tsx";
import { DistrictsCard } from "./districts-card.tsx";
import { FirstIntroductionCard } from "./first-introduction-card.tsx";
import { FunnelCard } from "./funnel-card.tsx";
import { StylesCard } from "./styles-card.tsx";
import { useAnalyticsFilters } from "./use-analytics-filters.ts";

/** The analytics themselves: loaded only once the reader is known to be an admin. */
export default function Dashboard() {
  const { analytics: t, app } = useWorkspaceMessages();
  const { filters } = useAnalyticsFilters();
  const range = analyticsRange(filters);
  return (
    <Container width="6xl" className="flex flex-col gap-6 py-10">
      <PageHeader title={app.meta.pages.analytics.title} description={t.subtitle} />
      <AnalyticsFilters />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t.filters.range(range.from, range.to)}
      </p>
      <FunnelCard filters={filters} />
      <FirstIntroductionCard filters={filters} />
      <DesignersCard filters={filters} />
      <div className="grid gap-6 lg:grid-cols-2">
        <DistrictsCard filters={filters} />
        <div className="flex min-w-0 flex-col gap-6">
          <StylesCard filters={filters} />
          <BudgetsCard filters={filters} />
        </div>
      </div>
    </Container>
  );
}
