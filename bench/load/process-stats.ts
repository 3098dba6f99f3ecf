// A process's memory and CPU time as Linux reports them in /proc.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

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

/** The ids of the running processes named `name` (e.g. PostgreSQL's server and its backends). */
function processesNamed(name: string): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === name;
      } catch {
        return false; // It ended while the list was read.
      }
    });
}

/**
 * CPU seconds used so far by each process named `name`, by id: a run's share is the sum of what each
 * process still there at its end used since the start (the app's pool keeps its backends for the run).
 */
export function cpuSecondsByProcess(name: string): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of processesNamed(name)) {
    try {
      used.set(pid, cpuSeconds(pid));
    } catch {
      // It ended while it was read.
    }
  }
  return used;
}

/** CPU seconds the processes named like those in `before` used since it was taken. */
export function cpuSecondsSince(before: Map<number, number>, name: string): number {
  let total = 0;
  for (const [pid, seconds] of cpuSecondsByProcess(name)) total += seconds - (before.get(pid) ?? 0);
  return total;
}
