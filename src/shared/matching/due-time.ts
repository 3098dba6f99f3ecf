const MINUTE_MS = 60_000;

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
}

/** Requests due within this many hours are flagged 'due soon'. */
export const DUE_SOON_HOURS = 24;

/** How far `dueAt` is from `now`, in whole days, hours and minutes, and on which side. */
export function timeToDue(dueAt: Date, now: Date): DurationParts & { overdue: boolean } {
  const difference = dueAt.getTime() - now.getTime();
  const totalMinutes = Math.floor(Math.abs(difference) / MINUTE_MS);
  return {
    overdue: difference <= 0,
    days: Math.floor(totalMinutes / (24 * 60)),
    hours: Math.floor(totalMinutes / 60) % 24,
    minutes: totalMinutes % 60,
  };
}
