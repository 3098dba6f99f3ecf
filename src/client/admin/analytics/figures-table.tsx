import { Table, TableCell, TableHead, TableRow } from "../../ui/table.tsx";
import type { Figures } from "./figures.ts";

/** A chart's numbers as a table, for whoever cannot see the chart: each row headed by its first cell. */
export function FiguresTable({ figures, caption }: { figures: Figures; caption: string }) {
  return (
    <Table>
      <caption className="mt-2 text-left text-xs text-muted-foreground">{caption}</caption>
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
                <th key={column} scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium">
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                <TableCell key={column} className="whitespace-nowrap py-2 text-right tabular-nums">
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
