import { describe, expect, it } from "vitest";
import {
  displayName,
  homeownerNameFor,
  initials,
  isWrittenInChinese,
  namePartsInOrder,
  privateName,
} from "./display.ts";

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
    expect(privateName({ firstName: "Mei", lastName: null })).toBe("Mei");
    for (const status of ["pending", "accepted", "declined", "passed", "withdrawn"] as const)
      expect(homeownerNameFor(mei, status)).toBe("Mei L.");
    expect(homeownerNameFor(mei, "chosen")).toBe("Mei Leung");
  });
});

describe("names written in Chinese characters (issue 19 §4)", () => {
  // [first (given) name, last (family) name, shown, private, initials]
  it.each([
    ["美玲", "黃", "黃美玲", "黃**", "黃"],
    ["大文", "陳", "陳大文", "陳**", "陳"],
    ["明", "李", "李明", "李*", "李"],
    ["嘉欣", "歐陽", "歐陽嘉欣", "歐陽**", "歐"],
    [" 美玲 ", " 黃", "黃美玲", "黃**", "黃"],
    // Spaces typed inside a Chinese name are dropped: 黃美玲 is one word.
    ["美 玲", "黃", "黃美玲", "黃**", "黃"],
    ["美玲", null, "美玲", "美*", "美"],
    [null, "黃", "黃", "黃", "黃"],
    // Mixed or Latin names keep the Western order.
    ["Mei Ling", "黃", "Mei Ling 黃", "Mei Ling 黃.", "M黃"],
    ["美玲", "Wong", "美玲 Wong", "美玲 W.", "美W"],
    ["Tai Man", "Chan", "Tai Man Chan", "Tai Man C.", "TC"],
  ])("%s + %s shows as %s, privately %s, initials %s", (first, last, shown, hidden, letters) => {
    const person = { firstName: first, lastName: last };
    expect(displayName(person)).toBe(shown);
    expect(privateName(person)).toBe(hidden);
    expect(initials(person)).toBe(letters);
  });

  it("tells a Chinese-written name from a mixed or Latin one", () => {
    expect(isWrittenInChinese({ firstName: "美玲", lastName: "黃" })).toBe(true);
    expect(isWrittenInChinese({ firstName: "美玲", lastName: null })).toBe(true);
    expect(isWrittenInChinese({ firstName: "Mei", lastName: "黃" })).toBe(false);
    expect(isWrittenInChinese({ firstName: "", lastName: " " })).toBe(false);
    // Japanese kana and Korean hangul are not Chinese characters.
    expect(isWrittenInChinese({ firstName: "さくら", lastName: "山田" })).toBe(false);
    expect(isWrittenInChinese({ firstName: "민준", lastName: "김" })).toBe(false);
  });

  it("hides a Chinese-written given name from designers not chosen, and shows it once chosen", () => {
    const wong = { firstName: "美玲", lastName: "黃" };
    expect(homeownerNameFor(wong, "pending")).toBe("黃**");
    expect(homeownerNameFor(wong, "chosen")).toBe("黃美玲");
  });

  it("reads initials from a name already put together, when that is all there is", () => {
    expect(initials({ name: "黃美玲" })).toBe("黃");
    expect(initials({ name: "Chloe Wong" })).toBe("CW");
    expect(initials({ name: "Tai Man Chan" })).toBe("TC");
    expect(initials({ name: "Chloe" })).toBe("C");
    expect(initials({ name: " " })).toBe("?");
  });
});

describe("the order a form asks for a name in", () => {
  it("asks the family name first in Chinese, the given name first in English", () => {
    expect(namePartsInOrder("zh-HK")).toEqual(["lastName", "firstName"]);
    expect(namePartsInOrder("en")).toEqual(["firstName", "lastName"]);
  });
});
