import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { type AnalyticsQuery, analyticsRange } from "#shared/admin/analytics/query.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { downloadFile } from "../../ui/download-file.ts";
import { Download } from "../../ui/icons.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { type Figures, figuresCsv } from "./figures.ts";
import { FiguresTable } from "./figures-table.tsx";

/**
 * One chart of the analytics, as a region named by its title: the chart (children), its numbers as a table and
 * a CSV file of them named after the filters' range; a placeholder while loading, a retry when it failed.
 */
export function ChartCard({
  id,
  title,
  description,
  query,
  figures,
  filters,
  children,
}: {
  id: string;
  title: string;
  description: string;
  query: UseQueryResult<unknown>;
  figures: Figures | null;
  filters: AnalyticsQuery;
  children?: ReactNode;
}) {
  const { analytics: t } = useWorkspaceMessages();
  const range = analyticsRange(filters);
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-6" aria-labelledby={`${id}-title`} role="region">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{description}</p>
        </div>
        {figures && (
          <Button
            variant="outline"
            size="sm"
            aria-label={`${t.downloadCsv}: ${title}`}
            onClick={() =>
              downloadFile(
                `${figures.file}-${range.from}_${range.to}.csv`,
                figuresCsv(figures),
                "text/csv;charset=utf-8",
              )
            }
          >
            <Download aria-hidden="true" />
            {t.downloadCsv}
          </Button>
        )}
      </div>
      {query.isError ? (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-sm text-destructive">
            {t.loadFailed}
          </p>
          <Button variant="outline" size="sm" onClick={() => query.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : !figures ? (
        <Skeleton className="h-48 w-full" />
      ) : (
        <>
          {children}
          <FiguresTable
            figures={figures}
            caption={t.filters.caption(title, t.filters.range(range.from, range.to))}
          />
        </>
      )}
    </Card>
  );
}
