import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderSprite, SPRITE_FILE, spriteIconNames } from "./icon-sprite.ts";

describe("the icon sprite", () => {
  it("holds exactly the icons the icons module names, as lucide draws them (run scripts/icon-sprite.ts)", async () => {
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(await renderSprite());
  });

  it("names each icon once", () => {
    const names = spriteIconNames();
    expect(names.length).toBeGreaterThan(50);
    expect(new Set(names).size).toBe(names.length);
  });

  it("writes each of lucide's shapes without its React keys", async () => {
    const sprite = await renderSprite(["menu"]);
    expect(sprite).toContain('<symbol id="icon-menu" viewBox="0 0 24 24"><path d="M4 5h16"/>');
    expect(sprite).not.toContain("key=");
  });

  it("fails on a name lucide does not have", async () => {
    await expect(renderSprite(["no-such-icon"])).rejects.toThrow();
  });
});
