// A process's memory and CPU time as Linux reports them in /proc, with its children's: `npm start` on
// PostgreSQL is a primary and one worker process a core (src/server/lib/processes).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

/** Kernel clock ticks per second, the unit of /proc/<pid>/stat's CPU times (100 on Linux x86-64). */
const TICKS_PER_SECOND = 100;

/** /proc/<pid>/stat's fields after the command name, which is in parentheses and may hold spaces. */
const statFields = (pid: number) =>
  readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];

const allPids = () =>
  readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);

/** `pid` and every process below it (children, their children...), read now. */
function processTree(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const candidate of allPids()) {
    try {
      parents.set(candidate, Number(statFields(candidate)[1]));
    } catch {
      // It ended while the list was read.
    }
  }
  const tree = [pid];
  for (let n = 0; n < tree.length; n++)
    for (const [child, parent] of parents) if (parent === tree[n]) tree.push(child);
  return tree;
}

function statusField(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
  if (!match) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(match[1]) * 1024;
}

const sumOverTree = (pid: number, field: "VmRSS" | "VmHWM") =>
  processTree(pid).reduce((sum, member) => sum + statusField(member, field), 0);

/** The memory the process and its children hold now. */
export const residentBytes = (pid: number) => sumOverTree(pid, "VmRSS");

/** The sum of each process's most memory held since the last `resetPeakMemory` (the process and its children). */
export const peakResidentBytes = (pid: number) => sumOverTree(pid, "VmHWM");

/** Starts the peaks over from now, so start-up work (a client build, the demo seed) is left out. */
export function resetPeakMemory(pid: number): void {
  for (const member of processTree(pid)) writeFileSync(`/proc/${member}/clear_refs`, "5");
}

/**
 * User plus system CPU seconds the process and its children have used so far: each running one's own,
 * and what the children that ended and were waited for had used (counted in the process's stat).
 */
export function cpuSeconds(pid: number): number {
  const [root = pid, ...children] = processTree(pid);
  const rootFields = statFields(root);
  let ticks =
    Number(rootFields[11]) + Number(rootFields[12]) + Number(rootFields[13]) + Number(rootFields[14]);
  for (const child of children) {
    const fields = statFields(child);
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}

/** The ids of the running processes named `name` (e.g. PostgreSQL's server and its backends). */
function processesNamed(name: string): number[] {
  return allPids().filter((pid) => {
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

/** The machine's CPU time so far, all cores summed, from /proc/stat's first line (in ticks). */
export interface MachineTicks {
  busy: number;
  /** Time the hypervisor gave to others while this machine had work ready to run ("steal"). */
  stolen: number;
  total: number;
}

export function machineTicks(): MachineTicks {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n", 1)[0]?.trim().split(/\s+/) ?? [];
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
    fields.map(Number);
  const busy = user + nice + system + irq + softirq;
  return { busy, stolen: steal, total: busy + idle + iowait + steal };
}

/** What the machine did between two readings, as shares of all its cores' time. */
export function machineShares(from: MachineTicks, to: MachineTicks): { busy: number; stolen: number } {
  const total = Math.max(1, to.total - from.total);
  return { busy: (to.busy - from.busy) / total, stolen: (to.stolen - from.stolen) / total };
}
