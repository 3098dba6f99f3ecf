import { describe, expect, it } from "vitest";
import { answerLostRace, lostRaceConstraint } from "./constraint-violations.ts";
import { HttpError } from "./http-errors.ts";

/** As Drizzle throws them: its own error, with the driver's PostgreSQL error as the cause. */
const wrapped = (code: string, constraint?: string) =>
  Object.assign(new Error("Failed query: insert ..."), {
    cause: Object.assign(new Error("pg"), { code, constraint }),
  });

describe("a write that lost a race", () => {
  it("is told from other failures under Drizzle's wrapping", () => {
    expect(lostRaceConstraint(wrapped("23505", "introductions_one_chosen_key"))).toBe(
      "introductions_one_chosen_key",
    );
    expect(lostRaceConstraint(wrapped("23514", "introductions_slot_range"))).toBe("introductions_slot_range");
    expect(lostRaceConstraint(wrapped("23P01"))).toBe("");
    expect(lostRaceConstraint(wrapped("57P01"))).toBeUndefined();
    expect(lostRaceConstraint(new Error("plain"))).toBeUndefined();
  });

  it("answers 409 with the words of the constraint it broke, and lets anything else through", async () => {
    const lost = await answerLostRace(
      () => Promise.reject(wrapped("23505", "introductions_request_slot_key")),
      { introductions_request_slot_key: (m) => m.matching.introductions.errors.tooMany },
    ).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(HttpError);
    expect(lost).toMatchObject({
      statusCode: 409,
      message: "A request can have at most 3 designers introduced.",
    });
    const other = wrapped("23505", "some_other_key");
    await expect(answerLostRace(() => Promise.reject(other), {})).rejects.toBe(other);
    const outage = wrapped("57P01");
    await expect(
      answerLostRace(
        () => Promise.reject(outage),
        () => "lost",
      ),
    ).rejects.toBe(outage);
  });
});
