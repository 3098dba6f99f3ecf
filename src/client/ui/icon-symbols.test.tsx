import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { addIconSymbols, ICON_SYMBOLS_ID, iconSymbolsFor } from "./icon-symbols.ts";
import { Heart, Menu } from "./icons.tsx";

const SPRITE = readFileSync(join(import.meta.dirname, "icons.svg"), "utf8");
const symbolIds = () =>
  [...document.querySelectorAll(`#${ICON_SYMBOLS_ID} symbol`)].map((symbol) => symbol.id);

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the icons' symbols", () => {
  it("are written by the server for exactly the icons a page's markup draws, hidden beside it", () => {
    const markup = renderToString(
      <p>
        <Menu />
        <Heart aria-label="Saved" />
        <Menu />
      </p>,
    );
    const symbols = iconSymbolsFor(SPRITE, markup);
    document.body.innerHTML = markup + symbols;
    expect(symbolIds()).toEqual(["icon-heart", "icon-menu"]);
    expect(document.getElementById(ICON_SYMBOLS_ID)?.getAttribute("class")).toBe("hidden");
    expect(document.querySelector("#icon-menu path")).not.toBeNull();
  });

  it("are left out of a page that draws no icon", () => {
    expect(iconSymbolsFor(SPRITE, "<main><h1>Designs</h1></main>")).toBe("");
  });

  it("are completed by the browser from the sprite, each once, beside those the server wrote", async () => {
    document.body.innerHTML = iconSymbolsFor(SPRITE, renderToString(<Menu />));
    await addIconSymbols(async () => SPRITE);
    const ids = symbolIds();
    expect(ids.length).toBe(SPRITE.match(/<symbol /g)?.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain("icon-heart");
    expect(document.querySelectorAll(`#${ICON_SYMBOLS_ID}`)).toHaveLength(1);
  });

  it("get a hidden holder of their own on a page the server did not render", async () => {
    await addIconSymbols(async () => SPRITE);
    const holder = document.getElementById(ICON_SYMBOLS_ID);
    expect(holder?.namespaceURI).toBe("http://www.w3.org/2000/svg");
    expect(holder?.getAttribute("aria-hidden")).toBe("true");
    expect(holder?.querySelector("#icon-menu")).not.toBeNull();
  });

  it("report a sprite that does not come instead of leaving icons blank unnoticed", async () => {
    await expect(
      addIconSymbols(async () => {
        throw new Error("The icon sprite answered 404");
      }),
    ).rejects.toThrow("404");
  });
});
