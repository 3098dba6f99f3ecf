import { writeFileSync } from "node:fs";

interface Tally {
  count: number;
  rows: number;
  /** Time PGlite spent on it: from when it could start (arrival, or the previous statement's end) to its end. */
  ms: number;
}

/**
 * Where the embedded database's thread spends its time, statement by statement: set
 * PGLITE_STATEMENT_PROFILE to a file and the worker writes there, when the database closes, each
 * statement text's count, rows and time, busiest first. A CPU profile of the worker shows PGlite's own
 * functions, never which of our statements made them run. Off (and free) unless the variable is set.
 */
export function statementProfile(file: string | undefined) {
  if (!file) return undefined;
  const tallies = new Map<string, Tally>();
  let lastEnd = 0;
  return {
    /** Call when a statement's request arrives; the returned function when its answer is ready. */
    start(text: string) {
      const arrived = performance.now();
      return (rows: number) => {
        const ended = performance.now();
        const tally = tallies.get(text) ?? { count: 0, rows: 0, ms: 0 };
        tally.count++;
        tally.rows += rows;
        tally.ms += ended - Math.max(arrived, lastEnd);
        lastEnd = Math.max(lastEnd, ended);
        tallies.set(text, tally);
      };
    },
    write() {
      const busiest = [...tallies].sort(([, a], [, b]) => b.ms - a.ms);
      const total = busiest.reduce((sum, [, tally]) => sum + tally.ms, 0);
      const lines = busiest.map(
        ([text, { count, rows, ms }]) =>
          `${ms.toFixed(0).padStart(8)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}% ${String(count).padStart(7)}× ${(ms / count).toFixed(2).padStart(7)} ms/each ${String(rows).padStart(8)} rows  ${text.replace(/\s+/g, " ").slice(0, 400)}`,
      );
      writeFileSync(file, `${total.toFixed(0)} ms in all\n${lines.join("\n")}\n`);
    },
  };
}
