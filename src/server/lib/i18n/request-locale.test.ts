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
  ])("%s reads %s", (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});
