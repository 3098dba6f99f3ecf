import { describe, expect, it } from "vitest";
import { displayName, homeownerNameFor, initials, privateName } from "./display.ts";

const email = "mei.leung@example.com";

describe("how people are named", () => {
  it("never falls back to the e-mail", () => {
    const nameless = { email, firstName: null, lastName: "  " };
    expect(displayName(nameless)).toBe("");
    expect(privateName(nameless)).toBe("");
    expect(initials(nameless)).toBe("?");
  });

  it("shows a homeowner to designers not chosen as the first name and last initial", () => {
    const mei = { email, firstName: " Mei ", lastName: "Leung" };
    expect(privateName(mei)).toBe("Mei L.");
    expect(privateName({ firstName: "小美", lastName: "陳" })).toBe("小美 陳.");
    expect(privateName({ firstName: "Mei", lastName: null })).toBe("Mei");
    for (const status of ["pending", "accepted", "declined", "passed", "withdrawn"] as const)
      expect(homeownerNameFor(mei, status)).toBe("Mei L.");
    expect(homeownerNameFor(mei, "chosen")).toBe("Mei Leung");
  });
});
