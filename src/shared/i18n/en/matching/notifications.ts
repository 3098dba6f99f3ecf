import type { DurationParts } from "../../../matching/due-time.ts";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 days 3 h', '5 h', '40 min': the largest two units that matter. */
function duration({ days, hours, minutes }: DurationParts): string {
  if (days > 0) return hours > 0 ? `${plural(days, "day", "days")} ${hours} h` : plural(days, "day", "days");
  if (hours > 0) return `${hours} h`;
  return `${Math.max(minutes, 1)} min`;
}

/** Words of the business-day clock, due requests and notifications (in-app and mail). */
export const notificationsEn = (_brand: string) => ({
  menu: {
    label: "Notifications",
    labelWithCount: (unread: number) => `Notifications, ${plural(unread, "unread", "unread")}`,
    title: "Notifications",
    markAllRead: "Mark all as read",
    empty: "You have no notifications yet.",
    loadFailed: "Notifications could not be loaded.",
    unreadMark: "Unread",
  },
  mail: {
    open: "Open it",
    linkLine: (url: string) => `Open it here: ${url}`,
    footer: "You receive this mail because of your account; the same notice waits in the bell menu.",
  },
  newRequest: {
    title: (client: string) => `New design request from ${client}`,
    body: (details: { propertyType: string; projectType: string; styles: string; due: string }) =>
      `${details.propertyType}, ${details.projectType}, ${details.styles}. Introductions are due by ${details.due} (Hong Kong time).`,
  },
  due: {
    title: "Due soon & overdue",
    description: "Requests waiting for introductions, most urgent first (2 Hong Kong business days).",
    empty: "No request is waiting for introductions.",
    overdueBy: (parts: DurationParts) => `Overdue by ${duration(parts)}`,
    dueIn: (parts: DurationParts) => `Due in ${duration(parts)}`,
    noDueTime: "No due time",
    overdue: "Overdue",
    dueSoon: "Due soon",
    counts: (counts: { overdue: number; dueSoon: number; total: number }) =>
      `${counts.overdue} overdue, ${counts.dueSoon} due within 24 h, ${counts.total} waiting`,
    open: (client: string) => `Open the request of ${client}`,
    showMore: "Show more",
    loadFailed: "Due requests could not be loaded.",
    dueAt: "Introductions due",
    dueAtValue: (when: string) => `${when} (Hong Kong time)`,
  },
  validation: {
    ids: "Please name notifications by their ids",
    requestId: "Please name the request by its id",
  },
});
