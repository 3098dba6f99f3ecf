import type { CostGuideCell } from "#shared/cost-guide/responses.ts";
import { formatHkd } from "#shared/designs/money.ts";
import { cn } from "../../ui/cn.ts";
import type { CostGuideMessages } from "./cost-guide-messages.ts";

export interface RangeRow {
  key: string;
  label: string;
  /** Absent when too few independent requests stand behind it. */
  cell: CostGuideCell | undefined;
}

/** A position on the scale, as a percentage of its width. */
const at = (value: number, scale: number) => `${Math.min(100, (value / scale) * 100)}%`;

/**
 * One breakdown as a table that is also its chart: each row's bar spans the middle half of homes (25th to
 * 75th percentile) with the median marked, on one scale for the metric. Drawn with CSS on the server, so it
 * needs no script and no chart library; the figures are in the cells beside it for every reader.
 */
export function RangeTable({
  id,
  caption,
  rows,
  scale,
  highlighted,
  minRequests,
  m,
}: {
  id: string;
  caption: string;
  rows: RangeRow[];
  scale: number;
  highlighted?: string | undefined;
  minRequests: number;
  m: CostGuideMessages;
}) {
  return (
    <table id={id} className="w-full table-fixed border-collapse text-sm">
      <caption className="pb-3 text-left">
        <span className="text-base font-semibold">{caption}</span>{" "}
        <span className="text-xs text-muted-foreground">({m.table.unit})</span>
      </caption>
      <thead>
        <tr className="border-b border-border text-left text-xs text-muted-foreground">
          <th scope="col" className="w-[30%] py-2 pr-2 pl-2 font-medium sm:w-[24%]">
            {m.table.group}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {m.table.range}
          </th>
          <th scope="col" className="w-[22%] py-2 pr-2 text-right font-medium sm:w-[18%]">
            {m.table.median}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, label, cell }) => (
          <tr
            key={key}
            data-key={key}
            data-shown={cell ? "true" : "false"}
            aria-current={highlighted === key ? "true" : undefined}
            className={cn("border-b border-border/60 align-middle", highlighted === key && "bg-primary/10")}
          >
            <th scope="row" className="py-3 pr-2 pl-2 text-left font-medium">
              <span className="block">{label}</span>
              {cell && (
                <span className="block text-xs font-normal text-muted-foreground">
                  {m.fromRequests(cell.requests)}
                </span>
              )}
            </th>
            {cell ? (
              <>
                <td className="py-3 pr-3">
                  <div aria-hidden="true" className="relative h-3 rounded-full bg-muted">
                    <div
                      className="absolute inset-y-0 rounded-full bg-primary/35"
                      style={{ left: at(cell.p25, scale), width: at(cell.p75 - cell.p25, scale) }}
                    />
                    <div
                      className="absolute -inset-y-1 w-1 -translate-x-1/2 rounded-full bg-primary"
                      style={{ left: at(cell.median, scale) }}
                    />
                  </div>
                  <p className="mt-1.5 text-xs text-muted-foreground tabular-nums">
                    {formatHkd(cell.p25)}–{formatHkd(cell.p75)}
                  </p>
                </td>
                <td className="py-3 pr-2 text-right font-semibold whitespace-nowrap tabular-nums">
                  {formatHkd(cell.median)}
                </td>
              </>
            ) : (
              <td colSpan={2} className="py-3 text-muted-foreground italic">
                {m.notShown(minRequests)}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A round top for a metric's scale, so the bars fill most of it. */
export function scaleFor(cells: readonly CostGuideCell[]): number {
  const top = Math.max(1, ...cells.map((cell) => cell.p75));
  const step = 10 ** Math.floor(Math.log10(top));
  return Math.ceil((top * 1.05) / step) * step;
}
