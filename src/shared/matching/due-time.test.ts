import { describe, expect, it } from "vitest";
import { englishMessages } from "../i18n/index.ts";
import { timeToDue } from "./due-time.ts";

const m = englishMessages.matching.notifications.due;
const now = new Date("2026-03-10T10:00:00+08:00");
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe("time to due", () => {
  it("reads overdue and remaining times in days, hours and minutes", () => {
    expect(m.overdueBy(timeToDue(at(-5 * 60 - 20), now))).toBe("Overdue by 5 h");
    expect(m.dueIn(timeToDue(at(27 * 60 + 59), now))).toBe("Due in 1 day 3 h");
    expect(m.dueIn(timeToDue(at(2 * 24 * 60), now))).toBe("Due in 2 days");
    expect(m.dueIn(timeToDue(at(40), now))).toBe("Due in 40 min");
    expect(m.dueIn(timeToDue(at(0.2), now))).toBe("Due in 1 min");
  });

  it("counts the due moment itself as overdue", () => {
    expect(timeToDue(at(0), now).overdue).toBe(true);
    expect(timeToDue(at(1), now).overdue).toBe(false);
    expect(timeToDue(at(-1), now)).toEqual({ overdue: true, days: 0, hours: 0, minutes: 1 });
  });
});
