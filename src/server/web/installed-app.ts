import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Messages } from "#shared/i18n/index.ts";
import {
  DEFAULT_LOCALE,
  LOCALE_QUERY,
  LOCALES,
  type Locale,
  localizedPath,
  parseLocale,
} from "#shared/i18n/locales.ts";
import { escapeHtml } from "../lib/html/escape-html.ts";

export const MANIFEST_PATH = "/manifest.webmanifest";
export const OFFLINE_PATH = "/offline.html";
/** The page's light background, as index.html's theme-color and the offline page. */
const LIGHT = "#f7f4ef";

/** The manifest of one language; each page's head links the one of its own language. */
export const manifestPath = (locale: Locale) => localizedPath(MANIFEST_PATH, locale);

/** `?lang=` alone decides: the page links its language's manifest, so the answer never depends on cookies. */
const queryLocale = (request: FastifyRequest) =>
  parseLocale((request.query as Record<string, unknown> | undefined)?.[LOCALE_QUERY]) ?? DEFAULT_LOCALE;

/**
 * The web app manifest in one language. Both languages' manifests share one `id`, so installing from a
 * Chinese page and from an English one is the same app; it starts at / in whatever language the browser
 * reads then (its cookie), not the language it was installed in.
 */
export function webAppManifest(locale: Locale, { app, pageHeads }: Messages): object {
  return {
    id: "/",
    name: `${app.brand} – ${app.tagline}`,
    short_name: app.brand,
    description: pageHeads.descriptions.home,
    lang: locale,
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: LIGHT,
    theme_color: LIGHT,
    categories: ["lifestyle", "shopping"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
}

/**
 * What the service worker shows a navigation that fails without a connection (it keeps one per language
 * from its install). Self-contained: no script, styles inline, the one image also kept by the worker.
 */
export function offlinePage(locale: Locale, { app }: Messages): string {
  const words = app.offline;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${words.title} | ${app.brand}`)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: ${LIGHT}; color: #1f2933;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans TC", "PingFang HK", sans-serif; }
  main { max-width: 28rem; padding: 2rem 1.5rem; text-align: center; }
  img { width: 64px; height: 64px; }
  h1 { font-size: 1.5rem; margin: 1rem 0 0.5rem; }
  p { margin: 0 0 1.5rem; color: #52606d; }
  a { display: inline-block; background: #1f5f58; color: #fff; padding: 0.625rem 1.25rem; border-radius: 0.5rem;
    text-decoration: none; font-weight: 600; }
  a:focus-visible { outline: 3px solid #d9a05b; outline-offset: 2px; }
  @media (prefers-color-scheme: dark) { body { background: #151311; color: #f3f1ed; } p { color: #c9c4bc; } }
</style>
</head>
<body>
<main>
<img src="/icons/icon-192.png" alt="">
<h1>${escapeHtml(words.title)}</h1>
<p>${escapeHtml(words.body)}</p>
<a href="">${escapeHtml(words.retry)}</a>
</main>
</body>
</html>
`;
}

/** The manifests and offline pages of every language, made once. */
export async function installedAppRoutes(
  app: FastifyInstance,
  { catalogues }: { catalogues: Record<Locale, Messages> },
) {
  const manifests = new Map(
    LOCALES.map((locale) => [locale, JSON.stringify(webAppManifest(locale, catalogues[locale]))]),
  );
  const pages = new Map(LOCALES.map((locale) => [locale, offlinePage(locale, catalogues[locale])]));
  app.get(MANIFEST_PATH, (request, reply) =>
    reply
      .type("application/manifest+json; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(manifests.get(queryLocale(request))),
  );
  // Checked on every install of the worker, so a new deployment's words reach the next one.
  app.get(OFFLINE_PATH, (request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("x-robots-tag", "noindex")
      .send(pages.get(queryLocale(request))),
  );
}
