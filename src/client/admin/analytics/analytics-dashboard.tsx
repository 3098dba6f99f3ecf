import type { UseQueryResult } from "@tanstack/react-query";
import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { toCsv } from "#shared/admin/analytics/csv.ts";
import { analyticsRange } from "#shared/admin/analytics/query.ts";
import { HK_DISTRICTS, type HkDistrict } from "#shared/matching/districts.ts";
import { PROPERTY_TYPES, type PropertyType } from "#shared/requests/constants.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Container } from "../../ui/container.tsx";
import { Field, Input, NativeSelect } from "../../ui/form-controls.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { Table, TableCell, TableHead, TableRow } from "../../ui/table.tsx";
import { useDemand } from "./api/get-demand.ts";
import { useDesignerStats } from "./api/get-designers.ts";
import { useFirstIntroduction } from "./api/get-first-introduction.ts";
import { useFunnel } from "./api/get-funnel.ts";
import { HorizontalBars, WeeklyTimesChart } from "./charts.tsx";
import { DistrictMap } from "./district-map.tsx";
import { useAnalyticsFilters } from "./use-analytics-filters.ts";

type Cell = string | number | null;

/** One chart's numbers: the table's header and rows as shown, and the same as the CSV file holds them. */
interface Figures {
  caption: string;
  header: string[];
  rows: { key: string; cells: ReactNode[]; csv: Cell[] }[];
  file: string;
}

function download(figures: Figures, range: string) {
  const text = toCsv(
    figures.header,
    figures.rows.map((row) => row.csv),
  );
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${figures.file}-${range}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

function FiguresTable({ figures }: { figures: Figures }) {
  return (
    <Table>
      <caption className="mt-2 text-left text-xs text-muted-foreground">{figures.caption}</caption>
      <thead>
        <tr>
          {figures.header.map((name, column) => (
            <TableHead key={name} align={column === 0 ? "start" : "end"}>
              {name}
            </TableHead>
          ))}
        </tr>
      </thead>
      <tbody>
        {figures.rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, column) =>
              column === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                <th key={column} scope="row" className="px-3 py-2 text-left font-medium">
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                <TableCell key={column} className="py-2 text-right tabular-nums">
                  {cell}
                </TableCell>
              ),
            )}
          </TableRow>
        ))}
      </tbody>
    </Table>
  );
}

function ChartCard({
  id,
  title,
  description,
  query,
  figures,
  range,
  children,
}: {
  id: string;
  title: string;
  description: string;
  query: UseQueryResult<unknown>;
  figures: Figures | null;
  range: string;
  children?: ReactNode;
}) {
  const { analytics: t } = useWorkspaceMessages();
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
            onClick={() => download(figures, range)}
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
          <FiguresTable figures={figures} />
        </>
      )}
    </Card>
  );
}

function Filters() {
  const { analytics, matching, requests } = useWorkspaceMessages();
  const t = analytics.filters;
  const { filters, setFilters } = useAnalyticsFilters();
  const shown = analyticsRange(filters);
  return (
    <Card className="p-4 sm:p-6">
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.3fr_1.3fr_auto] lg:items-end">
        <legend className="sr-only">{t.legend}</legend>
        <Field id="analytics-from" label={t.from}>
          <Input
            id="analytics-from"
            type="date"
            value={shown.from}
            max={shown.to}
            onChange={(event) => {
              const from = event.target.value;
              if (from) setFilters((current) => ({ ...current, from }));
            }}
          />
        </Field>
        <Field id="analytics-to" label={t.to}>
          <Input
            id="analytics-to"
            type="date"
            value={shown.to}
            min={shown.from}
            onChange={(event) => {
              const to = event.target.value;
              if (to) setFilters((current) => ({ ...current, to }));
            }}
          />
        </Field>
        <Field id="analytics-district" label={t.district}>
          <NativeSelect
            id="analytics-district"
            value={filters.district ?? ""}
            onChange={(event) => {
              const district = event.target.value as HkDistrict | "";
              setFilters(({ district: _, ...rest }) => (district ? { ...rest, district } : rest));
            }}
          >
            <option value="">{t.allDistricts}</option>
            {HK_DISTRICTS.map((district) => (
              <option key={district} value={district}>
                {matching.districtLabels[district]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="analytics-property-type" label={t.propertyType}>
          <NativeSelect
            id="analytics-property-type"
            value={filters.propertyType ?? ""}
            onChange={(event) => {
              const propertyType = event.target.value as PropertyType | "";
              setFilters(({ propertyType: _, ...rest }) => (propertyType ? { ...rest, propertyType } : rest));
            }}
          >
            <option value="">{t.allPropertyTypes}</option>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {requests.form.propertyTypes[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button variant="ghost" onClick={() => setFilters(() => ({}))}>
          {t.reset}
        </Button>
      </fieldset>
    </Card>
  );
}

/** The analytics themselves: loaded only once the reader is known to be an admin. */
export default function Dashboard() {
  const { analytics: t, app, matching, requests } = useWorkspaceMessages();
  const { filters } = useAnalyticsFilters();
  const range = analyticsRange(filters);
  const rangeText = `${range.from}_${range.to}`;
  const funnel = useFunnel(filters);
  const times = useFirstIntroduction(filters);
  const designers = useDesignerStats(filters);
  const demand = useDemand(filters);
  const number = (n: number) => n.toLocaleString(app.formats.locale);
  const percent = (share: number | null) => (share === null ? t.none : t.percent(share));
  const hours = (value: number | null) => (value === null ? t.none : t.hours(value));
  const csvPercent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);
  const csvHours = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
  const caption = t.filters.range(range.from, range.to);

  const funnelFigures: Figures | null = funnel.data
    ? {
        caption: t.filters.caption(t.funnel.title, caption),
        header: [t.funnel.step, t.funnel.requests, `${t.funnel.conversion} (%)`],
        rows: funnel.data.steps.map((s) => ({
          key: s.step,
          cells: [t.funnel.steps[s.step], number(s.requests), percent(s.conversion)],
          csv: [t.funnel.steps[s.step], s.requests, csvPercent(s.conversion)],
        })),
        file: t.funnel.file,
      }
    : null;

  const f = t.firstIntroduction;
  const timeFigures: Figures | null = times.data
    ? {
        caption: t.filters.caption(f.title, caption),
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

  const d = t.designers;
  const designerFigures: Figures | null = designers.data
    ? {
        caption: t.filters.caption(d.title, caption),
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

  const districtFigures: Figures | null = demand.data
    ? {
        caption: t.filters.caption(t.districts.title, caption),
        header: [t.districts.district, t.districts.requests],
        rows: [...demand.data.districts]
          .sort((a, b) => b.requests - a.requests)
          .map((row) => ({
            key: row.district,
            cells: [matching.districtLabels[row.district], number(row.requests)],
            csv: [matching.districtLabels[row.district], row.requests],
          })),
        file: t.districts.file,
      }
    : null;
  const styleFigures: Figures | null = demand.data
    ? {
        caption: t.filters.caption(t.styles.title, caption),
        header: [t.styles.style, t.styles.requests],
        rows: [...demand.data.styles]
          .sort((a, b) => b.requests - a.requests)
          .map((row) => ({
            key: row.style,
            cells: [requests.form.styleLabels[row.style] ?? row.style, number(row.requests)],
            csv: [requests.form.styleLabels[row.style] ?? row.style, row.requests],
          })),
        file: t.styles.file,
      }
    : null;
  const budgetFigures: Figures | null = demand.data
    ? {
        caption: t.filters.caption(t.budgets.title, caption),
        header: [t.budgets.band, t.budgets.requests],
        rows: demand.data.budgets.map((row) => ({
          key: row.band,
          cells: [t.budgets.bands[row.band], number(row.requests)],
          csv: [t.budgets.bands[row.band], row.requests],
        })),
        file: t.budgets.file,
      }
    : null;

  return (
    <Container width="6xl" className="flex flex-col gap-6 py-10">
      <PageHeader title={app.meta.pages.analytics.title} description={t.subtitle} />
      <Filters />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {caption}
      </p>
      <ChartCard
        id="funnel"
        title={t.funnel.title}
        description={t.funnel.description}
        query={funnel}
        figures={funnelFigures}
        range={rangeText}
      >
        {funnel.data && (
          <HorizontalBars
            valueName={t.funnel.requests}
            format={number}
            labelWidth={150}
            rows={funnel.data.steps.map((s) => ({
              label: t.funnel.steps[s.step],
              value: s.requests,
              ...(s.conversion === null ? {} : { note: percent(s.conversion) }),
            }))}
          />
        )}
      </ChartCard>
      <ChartCard
        id="first-introduction"
        title={f.title}
        description={f.description(times.data?.promiseHours ?? 18)}
        query={times}
        figures={timeFigures}
        range={rangeText}
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
              hours={(value) => t.hours(value)}
              percent={(value) => t.percent(value)}
            />
          </>
        )}
      </ChartCard>
      <ChartCard
        id="designers"
        title={d.title}
        description={d.description}
        query={designers}
        figures={designerFigures}
        range={rangeText}
      >
        {designers.data && designers.data.designers.length > 0 && (
          <HorizontalBars
            valueName={d.acceptanceRate}
            format={(value) => t.percent(value)}
            labelWidth={110}
            max={1}
            rows={designers.data.designers.map((row) => ({
              label: row.name,
              value: row.acceptanceRate ?? 0,
            }))}
          />
        )}
      </ChartCard>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard
          id="districts"
          title={t.districts.title}
          description={t.districts.description}
          query={demand}
          figures={districtFigures}
          range={rangeText}
        >
          {demand.data && (
            <>
              <DistrictMap counts={demand.data.districts} />
              {demand.data.noDistrict > 0 && (
                <p className="text-xs text-muted-foreground">
                  {t.districts.noDistrict(demand.data.noDistrict)}
                </p>
              )}
            </>
          )}
        </ChartCard>
        <div className="flex min-w-0 flex-col gap-6">
          <ChartCard
            id="styles"
            title={t.styles.title}
            description={t.styles.description}
            query={demand}
            figures={styleFigures}
            range={rangeText}
          >
            {demand.data && (
              <HorizontalBars
                valueName={t.styles.requests}
                format={number}
                labelWidth={120}
                rows={[...demand.data.styles]
                  .sort((a, b) => b.requests - a.requests)
                  .map((row) => ({
                    label: requests.form.styleLabels[row.style] ?? row.style,
                    value: row.requests,
                  }))}
              />
            )}
          </ChartCard>
          <ChartCard
            id="budgets"
            title={t.budgets.title}
            description={t.budgets.description}
            query={demand}
            figures={budgetFigures}
            range={rangeText}
          >
            {demand.data && (
              <HorizontalBars
                valueName={t.budgets.requests}
                format={number}
                labelWidth={150}
                rows={demand.data.budgets.map((row) => ({
                  label: t.budgets.bands[row.band],
                  value: row.requests,
                }))}
              />
            )}
          </ChartCard>
        </div>
      </div>
    </Container>
  );
}
