import { describe, expect, it } from "vitest";
import { inReaderLanguage, isWrittenInChinese, writtenTexts } from "./reader-language.ts";

describe("a text in the reader's language", () => {
  it("is the reader's own when written, else the other one marked as a fallback", () => {
    const both = { en: "Calm homes", "zh-HK": "寧靜的家" };
    expect(inReaderLanguage(both, "zh-HK")).toEqual({ value: "寧靜的家", lang: "zh-HK", isFallback: false });
    expect(inReaderLanguage({ en: null, "zh-HK": "寧靜的家" }, "en")).toEqual({
      value: "寧靜的家",
      lang: "zh-HK",
      isFallback: true,
    });
    expect(inReaderLanguage({ en: "Calm homes", "zh-HK": null }, "zh-HK")).toMatchObject({
      lang: "en",
      isFallback: true,
    });
    expect(inReaderLanguage({ en: null, "zh-HK": null }, "en")).toBeNull();
  });

  it("counts a blank text as not written", () => {
    expect(writtenTexts("  ", "寧靜")).toEqual({ en: null, "zh-HK": "寧靜" });
  });
});

describe("telling Chinese text from English", () => {
  it("goes by more Han characters than Latin letters", () => {
    expect(isWrittenInChinese("IKEA 北歐客廳改造")).toBe(true);
    expect(isWrittenInChinese("Harbour-view living room in 太古城")).toBe(false);
    expect(isWrittenInChinese("")).toBe(false);
  });
});
