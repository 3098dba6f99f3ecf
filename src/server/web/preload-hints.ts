import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { CARD_IMAGE_SIZES, DETAIL_IMAGE_SIZES, variantSrcSet, variantUrl } from "#shared/app/images.ts";
import { matchAppRoute, type PageKey } from "#shared/app/routes.ts";
import type { DesignImage } from "#shared/designs/design.ts";
import { DEFAULT_LOCALE, type Locale, parseLocale } from "#shared/i18n/locales.ts";
import { escapeHtml } from "../lib/html/escape-html.ts";

/*
 * A first visit on a phone waits on a chain: the HTML, then the app's script, then the page's own chunks and
 * its words, then its data, then its first photo. The shell names the later links at once, so they download
 * beside the app's script instead of after it (issue 9: a fast first visit on a phone).
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
  designerDirectory: [
    "designs/directory/designer-directory-page.tsx",
    "../shared/i18n/{locale}/designer-directory.ts",
  ],
};

/** The catalogue of each language, which every page needs before it renders (src/client/app/i18n.tsx). */
export const CATALOGUE_MODULES: Record<Locale, string> = {
  en: "../shared/i18n/index.ts",
  "zh-HK": "../shared/i18n/zh-HK/index.ts",
};

/**
 * The featured cards in the first screenful: two side by side from 640 px, three from 1024 px. On a phone the
 * page's title and filters fill the first screen, so a photo preload would only slow down its scripts.
 */
const FEATURED_CARD_MEDIA = ["(min-width: 640px)", "(min-width: 640px)", "(min-width: 1024px)"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
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

function imageHint(image: DesignImage, sizes: string, media: string | undefined): string {
  const attributes = [
    `rel="preload"`,
    `as="image"`,
    `href="${escapeHtml(variantUrl(image.imageUrl, 640))}"`,
    `imagesrcset="${escapeHtml(variantSrcSet(image.imageUrl, image.width))}"`,
    `imagesizes="${escapeHtml(sizes)}"`,
    `fetchpriority="high"`,
    ...(media ? [`media="${escapeHtml(media)}"`] : []),
  ];
  return `<link ${attributes.join(" ")}>`;
}

/** The data a page asks for first; the client's own requests then find the answers under way. */
function dataHints(key: PageKey, pathname: string, search: string): string[] {
  const fetch = (url: string) =>
    `<link rel="preload" as="fetch" href="${escapeHtml(url)}" crossorigin="use-credentials">`;
  // With filters in the address the catalogue asks for other lists; only the plain catalogue is known here.
  if (key === "designs" && search === "")
    return [fetch("/api/featured-designs"), fetch("/api/portfolio?page=1")];
  const id = pathname.split("/")[2] ?? "";
  if (key === "design" && UUID.test(id)) return [fetch(`/api/portfolio/${id}`)];
  return [];
}

/** Where the first photos of the catalogue and of a design page are found (the designs domain knows). */
export interface FirstPhotos {
  /** The main photo of each of the first `count` featured designs, in the order they are shown. */
  featured(count: number): Promise<(DesignImage | undefined)[]>;
  /** A design's main photo, if the design exists. */
  design(id: string): Promise<DesignImage | undefined>;
}

/** The first photos the page shows: the top featured cards of the catalogue, a design page's main photo. */
async function photoHints(
  photos: FirstPhotos,
  key: PageKey,
  pathname: string,
  search: string,
): Promise<string[]> {
  if (key === "designs" && search === "") {
    const featured = await photos.featured(FEATURED_CARD_MEDIA.length);
    return featured.flatMap((image, index) =>
      image ? [imageHint(image, CARD_IMAGE_SIZES, FEATURED_CARD_MEDIA[index])] : [],
    );
  }
  if (key === "design") {
    const id = pathname.split("/")[2] ?? "";
    const image = UUID.test(id) ? await photos.design(id) : undefined;
    return image ? [imageHint(image, DETAIL_IMAGE_SIZES, undefined)] : [];
  }
  return [];
}

export type AddPreloadHints = (url: string, html: string) => Promise<string>;

/**
 * Adds to a public page's shell the `<link>`s that start its downloads at once: its chunks and its language's
 * words (modulepreload), its first data (fetch) and its first photos (image, high priority). Without a build
 * manifest (development) only the data and photo hints are added; without a photo lookup, no photo hints.
 */
export async function createPreloadHints(
  clientDir: string | undefined,
  photos?: FirstPhotos,
): Promise<AddPreloadHints> {
  const manifest = clientDir ? await readManifest(clientDir) : undefined;
  const entry = manifest?.["index.html"];
  // The shell's own script and what it imports, which index.html already loads and preloads.
  const shellFiles = manifest && entry ? chunkFiles(manifest, entry, new Set()) : new Set<string>();
  return async (url, html) => {
    const { pathname, search } = new URL(url, "http://localhost");
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
    const tags = [
      ...[...files].map((file) => `<link rel="modulepreload" href="/${escapeHtml(file)}">`),
      ...dataHints(route.key, pathname, search),
      ...(photos ? await photoHints(photos, route.key, pathname, search) : []),
    ];
    // A replacer function, so nothing in the tags is read as a `$` pattern.
    return tags.length === 0 ? html : html.replace("</head>", () => `  ${tags.join("\n    ")}\n  </head>`);
  };
}
