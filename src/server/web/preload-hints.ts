import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { matchAppRoute, type PageKey } from "#shared/app/routes.ts";
import { DEFAULT_LOCALE, type Locale, parseLocale } from "#shared/i18n/locales.ts";
import { escapeHtml } from "../lib/html/escape-html.ts";
import type { InlineScript } from "./theme-script.ts";

/*
 * A first visit on a phone would wait on a chain: the HTML, then the app's script, then the page's own chunks
 * and its words. The page names them at once, so they download together instead of one after another (issue 9;
 * the page's data and photos are in its server-rendered HTML).
 */

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The source modules of each public page's screen, as the router and home route import them ({locale} is the
 * page's language). Other public pages get their language's words only; signed-in pages get nothing.
 */
const MARKETING_TEXTS = "../shared/i18n/{locale}/marketing.ts";
export const PAGE_MODULES: Partial<Record<PageKey, string[]>> = {
  home: ["marketing/landing-page.tsx", MARKETING_TEXTS],
  landing: ["marketing/landing-page.tsx", MARKETING_TEXTS],
  designs: ["designs/designs-page.tsx"],
  design: ["designs/design-detail-page.tsx"],
  howItWorks: ["marketing/how-it-works-page.tsx", MARKETING_TEXTS],
  about: ["marketing/about-page.tsx", MARKETING_TEXTS],
  forDesigners: ["marketing/for-designers-page.tsx", MARKETING_TEXTS],
  forClients: ["marketing/for-clients-page.tsx", MARKETING_TEXTS],
  contact: ["contact/contact-page.tsx"],
  designerProfile: ["designs/designer-profile-page.tsx"],
  costGuide: ["marketing/cost-guide/cost-guide-page.tsx", "../shared/i18n/{locale}/cost-guide.ts"],
  designerDirectory: [
    "designs/directory/designer-directory-page.tsx",
    "../shared/i18n/{locale}/designer-directory.ts",
  ],
};

/** The public part of each language's catalogue, which every page needs before it renders (src/client/app/i18n.tsx). */
export const CATALOGUE_MODULES: Record<Locale, string> = {
  en: "../shared/i18n/public.ts",
  "zh-HK": "../shared/i18n/zh-HK/public.ts",
};

const HTML_LANG = /<html lang="([^"]*)">/;

async function readManifest(clientDir: string): Promise<Manifest | undefined> {
  try {
    return JSON.parse(await readFile(join(clientDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  } catch {
    return undefined;
  }
}

/**
 * The manifest's chunk of a source module. A module other chunks also import can be merged into a shared
 * chunk, keyed `_<name>-<hash>.js` after its file (or its folder, for an index file).
 */
function chunkOf(manifest: Manifest, module: string): ManifestChunk | undefined {
  const own = manifest[module];
  if (own) return own;
  const parts = module.replace(/\.[jt]sx?$/, "").split("/");
  const name = parts.at(-1) === "index" ? parts.at(-2) : parts.at(-1);
  const shared = Object.entries(manifest).filter(
    ([key, chunk]) => key.startsWith("_") && chunk.name === name,
  );
  return shared.length === 1 ? shared[0]?.[1] : undefined;
}

/** A chunk's file and those of every chunk it imports statically. */
function chunkFiles(manifest: Manifest, chunk: ManifestChunk, into: Set<string>): Set<string> {
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const key of chunk.imports ?? []) {
    const imported = manifest[key];
    if (imported) chunkFiles(manifest, imported, into);
  }
  return into;
}

export type AddPreloadHints = (url: string, html: string) => Promise<string>;

/** The app's own module script and the chunks it imports, as Vite writes them into index.html's head. */
const SHELL_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const SHELL_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** A page the server rendered has something in its root; the others are drawn by the app alone. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * A server-rendered page starts its app once painted (public/paint-first.js): the shell's script and
 * preloads leave the head, and every module the page needs is named once, the entry first, in #app-modules.
 */
function loadAfterPaint(html: string, pageFiles: Iterable<string>, loader: InlineScript): string {
  const entry = SHELL_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const shellPreloads = [...html.matchAll(SHELL_PRELOAD)].map((match) => match[1] ?? "");
  const modules = [entry, ...shellPreloads, ...[...pageFiles].map((file) => `/${file}`)];
  const page = html.replace(SHELL_SCRIPT, "").replace(SHELL_PRELOAD, "");
  // JSON in a data element: `<` escaped so no name can close it; never run, so the CSP does not apply.
  const list = JSON.stringify(modules).replace(/</g, "\\u003c");
  return page.replace(
    "</body>",
    () => `<script type="application/json" id="app-modules">${list}</script>${loader.element}\n  </body>`,
  );
}

/**
 * Adds to a public page the downloads it needs: its chunks and its language's words. A server-rendered page
 * asks for them, with the app's own, once it is painted (`paintFirst`); a page the browser draws preloads
 * them in its head (modulepreload) beside the app's script. Its data is in the page itself, and its first
 * photos are `<img>`s in its HTML, found by the browser's preload scanner (the first one at high priority);
 * without a build manifest, nothing.
 */
export async function createPreloadHints(
  clientDir: string | undefined,
  paintFirst?: InlineScript | undefined,
): Promise<AddPreloadHints> {
  const manifest = clientDir ? await readManifest(clientDir) : undefined;
  const entry = manifest?.["index.html"];
  // The shell's own script and what it imports, which index.html already loads and preloads.
  const shellFiles = manifest && entry ? chunkFiles(manifest, entry, new Set()) : new Set<string>();
  return async (url, html) => {
    const { pathname } = new URL(url, "http://localhost");
    const route = matchAppRoute(pathname);
    if (route?.access !== "public") return html;
    const locale = parseLocale(HTML_LANG.exec(html)?.[1]) ?? DEFAULT_LOCALE;
    const files = new Set<string>();
    if (manifest) {
      for (const module of [CATALOGUE_MODULES[locale], ...(PAGE_MODULES[route.key] ?? [])]) {
        const chunk = chunkOf(manifest, module.replace("{locale}", locale));
        if (chunk) chunkFiles(manifest, chunk, files);
      }
      for (const file of shellFiles) files.delete(file);
    }
    if (paintFirst && !html.includes(EMPTY_ROOT)) return loadAfterPaint(html, files, paintFirst);
    const tags = [...files].map((file) => `<link rel="modulepreload" href="/${escapeHtml(file)}">`);
    // A replacer function, so nothing in the tags is read as a `$` pattern.
    return tags.length === 0 ? html : html.replace("</head>", () => `  ${tags.join("\n    ")}\n  </head>`);
  };
}
