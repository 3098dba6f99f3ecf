import { describe, expect, it } from "vitest";
import { negotiateLocale } from "./request-locale.ts";

describe("negotiateLocale", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["fr-FR,de;q=0.8", "en"],
    ["zh-HK", "zh-HK"],
    ["zh-TW,zh;q=0.9,en;q=0.8", "zh-HK"],
    ["zh-CN", "zh-HK"],
    ["zh-Hant-HK", "zh-HK"],
    ["yue-HK", "zh-HK"],
    ["en-US,en;q=0.9,zh-HK;q=0.8", "en"],
    ["fr;q=1,zh-HK;q=0.5,en;q=0.4", "zh-HK"],
  ])("%s reads %s, the first time and when asked again", (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
    expect(negotiateLocale(header)).toBe(locale);
  });

  it("reads a header longer than any it keeps as it reads a short one", () => {
    const long = `${Array.from({ length: 40 }, (_, i) => `x${i};q=0.1`).join(",")},zh-HK;q=0.5`;
    expect(long.length).toBeGreaterThan(200);
    expect(negotiateLocale(long)).toBe("zh-HK");
    expect(negotiateLocale(long)).toBe("zh-HK");
  });
});
