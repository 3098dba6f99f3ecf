import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  LabelList,
  Legend,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

/*
 * The charts, drawn with Recharts: only the analytics page imports this module, so the library is in
 * that page's chunk alone. Colours are the theme's variables, so both themes draw them. The charts are
 * pictures for sighted readers (aria-hidden, kept out of the tab order: no accessibility layer): each has its
 * numbers in a table beside it.
 */
const PRIMARY = "var(--color-primary)";
const SECOND = "var(--color-warning)";
const MUTED = "var(--color-muted-foreground)";
const GRID = "var(--color-border)";
const tooltipStyle = {
  contentStyle: {
    background: "var(--color-card)",
    border: "1px solid var(--color-border)",
    borderRadius: 8,
    color: "var(--color-foreground)",
  },
  labelStyle: { color: "var(--color-foreground)" },
};
const tick = { fill: MUTED, fontSize: 12 };

export interface Bars {
  rows: { label: string; value: number; note?: string }[];
  valueName: string;
  format?: (value: number) => string;
  /** The widest label, in pixels, for horizontal bars. */
  labelWidth?: number;
  /** The value axis's end, when it has one (a share: 1). */
  max?: number;
}

/** Horizontal bars, one per row, each with its value at its end. */
export function HorizontalBars({ rows, valueName, format = String, labelWidth = 140, max }: Bars) {
  return (
    <div aria-hidden="true" className="w-full" data-chart="bars">
      <ResponsiveContainer width="100%" height={Math.max(160, rows.length * 36 + 24)}>
        <BarChart
          accessibilityLayer={false}
          data={rows}
          layout="vertical"
          margin={{ top: 4, right: 56, bottom: 4, left: 4 }}
        >
          <CartesianGrid horizontal={false} stroke={GRID} />
          <XAxis
            type="number"
            tick={tick}
            stroke={GRID}
            allowDecimals={max !== undefined}
            tickFormatter={format}
            domain={[0, max ?? "auto"]}
          />
          <YAxis type="category" dataKey="label" tick={tick} stroke={GRID} width={labelWidth} interval={0} />
          <Tooltip
            {...tooltipStyle}
            formatter={(value) => [format(Number(value)), valueName]}
            cursor={{ fill: GRID }}
          />
          <Bar
            dataKey="value"
            name={valueName}
            fill={PRIMARY}
            radius={[0, 4, 4, 0]}
            isAnimationActive={false}
          >
            <LabelList
              dataKey={(row: unknown) => {
                const entry = row as { value: number; note?: string };
                return entry.note ? `${format(entry.value)} · ${entry.note}` : format(entry.value);
              }}
              position="right"
              style={{ fill: "var(--color-foreground)", fontSize: 12 }}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export interface WeeklyTimes {
  rows: { week: string; median: number | null; p90: number | null; kept: number | null }[];
  promise: number;
  names: { median: string; p90: string; kept: string; promise: string };
  hours: (value: number) => string;
  percent: (value: number) => string;
}

/** Median and 90th percentile business hours per week as lines, the promise as a rule, the share kept as bars. */
export function WeeklyTimesChart({ rows, promise, names, hours, percent }: WeeklyTimes) {
  return (
    <div aria-hidden="true" className="w-full" data-chart="weekly">
      <ResponsiveContainer width="100%" height={300}>
        <ComposedChart
          accessibilityLayer={false}
          data={rows}
          margin={{ top: 8, right: 8, bottom: 4, left: 0 }}
        >
          <CartesianGrid vertical={false} stroke={GRID} />
          <XAxis dataKey="week" tick={tick} stroke={GRID} tickFormatter={(week: string) => week.slice(5)} />
          <YAxis yAxisId="hours" tick={tick} stroke={GRID} width={36} />
          <YAxis
            yAxisId="share"
            orientation="right"
            domain={[0, 1]}
            tick={tick}
            stroke={GRID}
            width={40}
            tickFormatter={(value: number) => percent(value)}
          />
          <Tooltip
            {...tooltipStyle}
            formatter={(value, name) =>
              name === names.kept ? [percent(Number(value)), name] : [hours(Number(value)), name]
            }
          />
          <Legend wrapperStyle={{ fontSize: 12, color: "var(--color-foreground)" }} />
          <Bar
            yAxisId="share"
            dataKey="kept"
            name={names.kept}
            fill={PRIMARY}
            fillOpacity={0.18}
            isAnimationActive={false}
          />
          <ReferenceLine
            yAxisId="hours"
            y={promise}
            stroke="var(--color-destructive)"
            strokeDasharray="6 4"
            label={{
              value: names.promise,
              position: "insideTopLeft",
              fill: "var(--color-destructive)",
              fontSize: 12,
            }}
          />
          <Line
            yAxisId="hours"
            type="monotone"
            dataKey="median"
            name={names.median}
            stroke={PRIMARY}
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={false}
          />
          <Line
            yAxisId="hours"
            type="monotone"
            dataKey="p90"
            name={names.p90}
            stroke={SECOND}
            strokeWidth={2}
            strokeDasharray="4 3"
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
