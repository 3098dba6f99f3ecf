// A process's memory and CPU time as Linux reports them in /proc.
import { readFileSync, writeFileSync } from "node:fs";

/** Kernel clock ticks per second, the unit of /proc/<pid>/stat's CPU times (100 on Linux x86-64). */
const TICKS_PER_SECOND = 100;

function statusField(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
  if (!match) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(match[1]) * 1024;
}

export const residentBytes = (pid: number) => statusField(pid, "VmRSS");

/** The most memory the process has held since the last `resetPeakMemory`. */
export const peakResidentBytes = (pid: number) => statusField(pid, "VmHWM");

/** Starts the peak over from now, so start-up work (a client build, the demo seed) is left out. */
export function resetPeakMemory(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

/** User plus system CPU seconds the process has used so far. */
export function cpuSeconds(pid: number): number {
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
