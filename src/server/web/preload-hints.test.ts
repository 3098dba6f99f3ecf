import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "#shared/i18n/locales.ts";
import { PROJECT_ROOT } from "../paths.ts";
import { CATALOGUE_MODULES, createPreloadHints, PAGE_MODULES } from "./preload-hints.ts";

const shell = (lang: string) => `<html lang="${lang}"><head><title>t</title></head><body></body></html>`;

/** A build manifest shaped like Vite's: the entry, shared chunks, a page and the catalogues. */
const MANIFEST = {
  "index.html": {
    file: "assets/index-A.js",
    src: "index.html",
    imports: ["_react-B.js"],
  },
  "_react-B.js": { file: "assets/react-B.js", name: "react" },
  "../shared/i18n/public.ts": {
    file: "assets/i18n-C.js",
    src: "../shared/i18n/public.ts",
    imports: ["_money-D.js"],
  },
  "_money-D.js": { file: "assets/money-D.js", name: "money" },
  "../shared/i18n/zh-HK/public.ts": { file: "assets/zh-HK-E.js", src: "../shared/i18n/zh-HK/public.ts" },
  "designs/designs-page.tsx": {
    file: "assets/designs-page-F.js",
    src: "designs/designs-page.tsx",
    imports: ["index.html", "_react-B.js", "_grid-G.js"],
  },
  "_grid-G.js": { file: "assets/grid-G.js", name: "grid" },
};

const links = (html: string) => [...html.matchAll(/<link [^>]*>/g)].map((match) => match[0]);

describe("the modules a page preloads", () => {
  let clientDir: string;
  beforeAll(() => {
    clientDir = mkdtempSync(join(tmpdir(), "nestmatch-preload-"));
    mkdirSync(join(clientDir, ".vite"));
    writeFileSync(join(clientDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it("names the page's chunks and its language's words, never the shell's own script again", async () => {
    const add = await createPreloadHints(clientDir);
    const html = await add("/designs", shell("en"));
    expect(links(html)).toEqual([
      '<link rel="modulepreload" href="/assets/i18n-C.js">',
      '<link rel="modulepreload" href="/assets/money-D.js">',
      '<link rel="modulepreload" href="/assets/designs-page-F.js">',
      '<link rel="modulepreload" href="/assets/grid-G.js">',
    ]);
    expect(html).toMatch(/<\/title>\s*<link /);
    const chinese = links(await add("/about", shell("zh-HK")));
    expect(chinese).toEqual(['<link rel="modulepreload" href="/assets/zh-HK-E.js">']);
  });

  it("starts a server-rendered page's app once painted: no script in its head, every module named once", async () => {
    const loader = { element: '<script id="paint-first">start()</script>', source: "'sha256-x'" };
    const add = await createPreloadHints(clientDir, loader);
    const rendered = [
      '<html lang="en"><head><title>t</title>',
      '<script type="module" crossorigin src="/assets/index-A.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-B.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-S.css">',
      '</head><body><div id="root"><main>Designs</main></div></body></html>',
    ].join("\n");
    const html = await add("/designs", rendered);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain('<script type="module"');
    expect(links(html)).toEqual(['<link rel="stylesheet" crossorigin href="/assets/index-S.css">']);
    const named = /<script type="application\/json" id="app-modules">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(named ?? "null")).toEqual([
      "/assets/index-A.js",
      "/assets/react-B.js",
      "/assets/i18n-C.js",
      "/assets/money-D.js",
      "/assets/designs-page-F.js",
      "/assets/grid-G.js",
    ]);
    expect(html).toMatch(/<\/script><script id="paint-first">start\(\)<\/script>\s*<\/body>/);
    // A page the browser draws itself (nothing rendered in its root) keeps its script and preloads.
    const drawn = rendered.replace("<main>Designs</main>", "");
    expect(await add("/designs", drawn)).toContain(
      '<script type="module" crossorigin src="/assets/index-A.js">',
    );
  });

  it("leaves signed-in pages and unknown addresses alone", async () => {
    const add = await createPreloadHints(clientDir);
    for (const path of ["/dashboard", "/dashboard/forms", "/no-such-page"])
      expect(await add(path, shell("en"))).toBe(shell("en"));
  });

  it("names modules that exist in the client's sources", () => {
    const modules = [
      ...Object.values(CATALOGUE_MODULES),
      ...Object.values(PAGE_MODULES).flatMap((list) =>
        (list ?? []).flatMap((module) => LOCALES.map((locale) => module.replace("{locale}", locale))),
      ),
    ];
    for (const module of modules)
      expect(existsSync(join(PROJECT_ROOT, "src/client", module)), module).toBe(true);
  });
});
