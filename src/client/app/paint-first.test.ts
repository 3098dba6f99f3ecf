import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";

// The script as the server inlines it into a page it rendered.
const PAINT_FIRST = readFileSync(join(import.meta.dirname, "../public/paint-first.js"), "utf8");
const root = document.documentElement;

beforeAll(() => {
  // A painted, visible page whose next frame never comes here: the app's modules are not asked for.
  vi.useFakeTimers();
  Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  document.body.innerHTML = `<script id="app-modules" type="application/json">["/assets/entry.js"]</script>
    <button data-early-tap="menu">Menu</button>`;
  new Function(PAINT_FIRST)();
});

afterEach(() => {
  delete root.dataset.earlyTap;
  delete root.dataset.appStarted;
});

afterAll(() => {
  vi.useRealTimers();
});

const tap = () => document.querySelector("button")?.click();

it("keeps a tap made before the app has started, and a second tap takes it back", () => {
  tap();
  expect(root.dataset.earlyTap).toBe("menu");
  tap();
  expect(root.dataset.earlyTap).toBeUndefined();
});

it("keeps no tap once the app has taken over the page's events, so none is made again later", () => {
  root.dataset.appStarted = "true";
  tap();
  expect(root.dataset.earlyTap).toBeUndefined();
});
