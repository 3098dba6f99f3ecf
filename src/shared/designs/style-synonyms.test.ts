import { describe, expect, it } from "vitest";
import { designStyleLabelsZh } from "../i18n/zh-HK/designs.ts";
import { DESIGN_STYLES } from "./constants.ts";
import { CHINESE_STYLE_WORDS, STYLE_SYNONYMS, styleNamedBy } from "./style-synonyms.ts";

describe("the style synonym table", () => {
  it("names every style by its English name and the Chinese label the catalogue shows", () => {
    for (const style of DESIGN_STYLES) {
      expect(styleNamedBy(style)).toBe(style);
      expect(styleNamedBy(designStyleLabelsZh[style])).toBe(style);
    }
  });

  it("gives each word to one style only, in lower case", () => {
    const words = DESIGN_STYLES.flatMap((style) => STYLE_SYNONYMS[style]);
    expect(new Set(words).size).toBe(words.length);
    for (const word of words) expect(word).toBe(word.toLowerCase());
  });

  it("maps the words homeowners use across languages", () => {
    expect(styleNamedBy("北歐")).toBe("Scandinavian");
    expect(styleNamedBy("Nordic")).toBe("Scandinavian");
    expect(styleNamedBy("簡約")).toBe("Minimalist");
    expect(styleNamedBy("和風")).toBe("Japanese");
    expect(styleNamedBy("loft")).toBeUndefined();
  });

  it("lists the Chinese words longest first, so 工業風 is cut before 工業", () => {
    expect(CHINESE_STYLE_WORDS.indexOf("工業風")).toBeLessThan(CHINESE_STYLE_WORDS.indexOf("工業"));
    expect(CHINESE_STYLE_WORDS).not.toContain("nordic");
  });
});
