import type { Graph, Thing, WithContext } from "schema-dts";
import { variantUrl } from "#shared/app/images.ts";
import { type AppRoute, isPublicRoute, matchAppRoute } from "#shared/app/routes.ts";
import type { Messages } from "#shared/i18n/index.ts";
import { LOCALES, type Locale } from "#shared/i18n/locales.ts";
import { escapeHtml } from "../lib/html/escape-html.ts";
import { manifestPath } from "./installed-app.ts";
import { jsonLdScript } from "./json-ld-script.ts";
import { languageAlternates, pageUrl } from "./page-addresses.ts";

export const SOCIAL_IMAGE_PATH = "/og-image.jpg";

/** Open Graph names languages with a territory: both catalogues are written for Hong Kong readers. */
const OG_LOCALES: Record<Locale, string> = { en: "en_HK", "zh-HK": "zh_HK" };

/** What a page shows, in schema.org terms, for search results (JSON-LD). */
export type StructuredData = Graph | WithContext<Thing>;

/** What a page says about itself to crawlers and link previews. */
export interface PageHead {
  title: string;
  description: string;
  imagePath: string;
  imageAlt: string;
  canonicalPath: string;
  indexable: boolean;
  structuredData?: StructuredData | undefined;
}

/** The language a page is written in, and where the site lives. */
export interface PageLanguage {
  locale: Locale;
  messages: Messages;
  publicUrl: string;
}

export interface PageRequest extends PageLanguage {
  route: AppRoute;
  pathname: string;
}

/**
 * A page's own data for its head (e.g. a design's title and photo): undefined when the page has
 * none, null when the thing it shows does not exist (the page is then a 404).
 */
export type PageDataLookup = (page: PageRequest) => Promise<Partial<PageHead> | null | undefined>;

/** The photo variant link previews and search engines get: large, and JPEG, which every crawler reads. */
export const previewImagePath = (imageUrl: string) => variantUrl(imageUrl, 1280, "jpg");

const PREVIEW_DESCRIPTION_LENGTH = 200;

/** A page's own text cut to what previews and result snippets show. */
export function previewDescription(text: string): string {
  return text.length > PREVIEW_DESCRIPTION_LENGTH
    ? `${text.slice(0, PREVIEW_DESCRIPTION_LENGTH - 1).trimEnd()}…`
    : text;
}

/** `/about/` and `/about` are one page; so are `//` and `/`. */
const withoutTrailingSlash = (pathname: string) => pathname.replace(/\/+$/, "") || "/";

export async function describePage(
  pathname: string,
  language: PageLanguage,
  lookup?: PageDataLookup,
): Promise<{ statusCode: number; head: PageHead }> {
  const route = matchAppRoute(pathname);
  const data = route && lookup ? await lookup({ ...language, route, pathname }) : undefined;
  const found = Boolean(route) && data !== null;
  // Protected pages share the brand's generic head: their content is private.
  const key = !found ? "notFound" : isPublicRoute(route) ? route.key : "home";
  const { app, pageHeads } = language.messages;
  return {
    statusCode: found ? 200 : 404,
    head: {
      title: app.meta.titleTemplate(data?.title ?? app.meta.pages[key].title),
      description: data?.description ?? pageHeads.descriptions[key],
      imagePath: data?.imagePath ?? SOCIAL_IMAGE_PATH,
      imageAlt: data?.imageAlt ?? pageHeads.imageAlt,
      canonicalPath: route ? withoutTrailingSlash(pathname) : pathname,
      indexable: found && route?.access === "public" && !route.noindex,
      structuredData: data?.structuredData,
    },
  };
}

/**
 * The head tags, so link previews and crawlers see each page without running JavaScript. An
 * indexable page also names its address in every language (hreflang) and what it shows (JSON-LD).
 */
export function renderPageHead(head: PageHead, { locale, messages, publicUrl }: PageLanguage): string {
  const { app, pageHeads } = messages;
  const canonical = pageUrl(publicUrl, head.canonicalPath, locale);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta name="keywords" content="${escapeHtml(pageHeads.keywords)}">`,
    `<meta name="application-name" content="${escapeHtml(app.brand)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(app.brand)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[locale]}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:image" content="${escapeHtml(new URL(head.imagePath, publicUrl).href)}">`,
    `<meta property="og:image:alt" content="${escapeHtml(head.imageAlt)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<link rel="manifest" href="${escapeHtml(manifestPath(locale))}">`,
    `<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">`,
  ];
  if (head.indexable) {
    for (const other of LOCALES.filter((l) => l !== locale))
      tags.push(`<meta property="og:locale:alternate" content="${OG_LOCALES[other]}">`);
    for (const { hreflang, url } of languageAlternates(publicUrl, head.canonicalPath))
      tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(url)}">`);
    if (head.structuredData) tags.push(jsonLdScript(head.structuredData));
  } else {
    tags.push(`<meta name="robots" content="noindex">`);
  }
  return tags.join("\n    ");
}

/** Each domain's lookup in turn: the first that knows the route answers. */
export function anyLookup(...lookups: PageDataLookup[]): PageDataLookup {
  return async (page) => {
    for (const lookup of lookups) {
      const data = await lookup(page);
      if (data !== undefined) return data;
    }
    return undefined;
  };
}
