import { describe, expect, it } from "vitest";
import { costGuideEn } from "./en/cost-guide.ts";
import { designerDirectoryEn } from "./en/designer-directory.ts";
import { marketingEn } from "./en/marketing.ts";
import { secondFactorScreensEn } from "./en/second-factor-screens.ts";
import { createEnglishMessages } from "./index.ts";
import { createPublicEnglishMessages } from "./public.ts";
import { createWorkspaceEnglishMessages } from "./workspace.ts";
import { costGuideZhHk } from "./zh-HK/cost-guide.ts";
import { designerDirectoryZhHk } from "./zh-HK/designer-directory.ts";
import { createChineseMessages } from "./zh-HK/index.ts";
import { marketingZhHk } from "./zh-HK/marketing.ts";
import { createPublicChineseMessages } from "./zh-HK/public.ts";
import { secondFactorScreensZhHk } from "./zh-HK/second-factor-screens.ts";
import { createWorkspaceChineseMessages } from "./zh-HK/workspace.ts";

/** Every key path of a catalogue, with list lengths, so a key missing in one language shows by name. */
function shapeOf(value: unknown, path = ""): string[] {
  if (Array.isArray(value))
    return [`${path}[${value.length}]`, ...value.flatMap((item, i) => shapeOf(item, `${path}[${i}]`))];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => shapeOf(child, path ? `${path}.${key}` : key));
  }
  return [`${path}:${typeof value}`];
}

describe("the Chinese catalogue matches the English one key for key", () => {
  it.each([
    ["screens", createEnglishMessages("Brand"), createChineseMessages("Brand")],
    ["public part", createPublicEnglishMessages("Brand"), createPublicChineseMessages("Brand")],
    ["signed-in part", createWorkspaceEnglishMessages("Brand"), createWorkspaceChineseMessages("Brand")],
    ["static pages", marketingEn("Brand"), marketingZhHk("Brand")],
    ["second factor screens", secondFactorScreensEn("Brand"), secondFactorScreensZhHk("Brand")],
    ["designer directory", designerDirectoryEn("Brand"), designerDirectoryZhHk("Brand")],
    ["cost guide", costGuideEn("Brand"), costGuideZhHk("Brand")],
  ])("%s", (_name, english, chinese) => {
    expect(shapeOf(chinese).sort()).toEqual(shapeOf(english).sort());
  });

  it("writes the screens in Chinese, not English copied over", () => {
    const english = new Set(shapeOfStrings(createEnglishMessages("Brand")));
    const chinese = shapeOfStrings(createChineseMessages("Brand"));
    const copied = chinese.filter(
      (text) => english.has(text) && /[a-z]{4,}/i.test(text) && !/^[A-Z0-9_$%.,:/-]+$/.test(text),
    );
    expect(copied.length / chinese.length).toBeLessThan(0.05);
  });
});

function shapeOfStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(shapeOfStrings);
  return [];
}
