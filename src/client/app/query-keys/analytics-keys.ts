import type { AnalyticsQuery } from "#shared/admin/analytics/query.ts";

export const analyticsKeys = {
  all: ["analytics"] as const,
  chart: (chart: string, query: AnalyticsQuery) => [...analyticsKeys.all, chart, query] as const,
};
