import type { UseQueryResult } from "@tanstack/react-query";
import type { AnalyticsQuery } from "#shared/admin/analytics/query.ts";
import { ChartCard } from "./chart-card.tsx";
import { HorizontalBars } from "./charts.tsx";
import { type RequestCount, requestCountFigures } from "./request-counts.ts";
import { useFigureFormats } from "./use-figure-formats.ts";

/** Requests counted by a label (a style, a budget band) as bars, in the order given. */
export function RequestBarsCard({
  id,
  texts,
  column,
  rows,
  query,
  filters,
  labelWidth,
}: {
  id: string;
  texts: { title: string; description: string; requests: string; file: string };
  /** The first column's name: what the requests are counted by. */
  column: string;
  /** Nothing while the query has no answer. */
  rows: RequestCount[] | undefined;
  query: UseQueryResult<unknown>;
  filters: AnalyticsQuery;
  labelWidth: number;
}) {
  const { number } = useFigureFormats();
  return (
    <ChartCard
      id={id}
      title={texts.title}
      description={texts.description}
      query={query}
      figures={rows ? requestCountFigures(rows, [column, texts.requests], texts.file, number) : null}
      filters={filters}
    >
      {rows && (
        <HorizontalBars
          valueName={texts.requests}
          format={number}
          labelWidth={labelWidth}
          rows={rows.map((row) => ({ label: row.label, value: row.requests }))}
        />
      )}
    </ChartCard>
  );
}
