import type { DurationParts } from "../../../matching/due-time.ts";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 days 3 h', '5 h', '40 min': the largest two units that matter. */
function duration({ days, hours, minutes }: DurationParts): string {
  if (days > 0) return hours > 0 ? `${plural(days, "day", "days")} ${hours} h` : plural(days, "day", "days");
  if (hours > 0) return `${hours} h`;
  return `${Math.max(minutes, 1)} min`;
}

/** Words of the business-day clock, due requests and notifications (in-app and mail). */
export const notificationsEn = (brand: string) => ({
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
  /** What the system sends by itself when a promise is about to be broken (issue 21 §3). */
  reminders: {
    dueSoonTitle: (client: string) => `Introductions due soon: ${client}'s request`,
    dueSoonBody: (due: string) =>
      `No designer has been introduced to this request yet, and introductions are due by ${due} (Hong Kong time). Introduce designers from the desk.`,
    answerTitle: "A homeowner is waiting for your answer",
    answerBody: ({ district, expires }: { district: string; expires: string }) =>
      `You were introduced to a design request${district ? ` in ${district}` : ""} a business day ago. Accept it with a proposal, or decline, by ${expires} (Hong Kong time): after that the introduction expires.`,
    expiredDesignerTitle: "An introduction expired",
    expiredDesignerBody: (request: string) =>
      `You did not answer the ${request} request within 2 business days, so the introduction expired. The brief is no longer shared with you.`,
    expiredHomeownerTitle: "A designer did not answer in time",
    expiredHomeownerBody: `One of the designers introduced to your request did not answer within 2 business days. The ${brand} team will introduce another designer.`,
    expiredAdminTitle: (designer: string) => `${designer} did not answer in time`,
    expiredAdminBody: (request: string) =>
      `${request}: the introduction expired after 2 business days without an answer.\n\nIntroduce another designer from the desk.`,
    reviewTitle: (designer: string) => `How was your project with ${designer}?`,
    reviewBody: (designer: string) =>
      `Your project with ${designer} was completed a week ago. A short review helps other homeowners choose, and helps ${designer}.`,
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
