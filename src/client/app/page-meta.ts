import { useEffect } from "react";
import type { PageKey } from "#shared/app/routes.ts";
import { DEFAULT_LOCALE, localizedPath, parseLocale } from "#shared/i18n/locales.ts";
import { useLocale, useMessages } from "./i18n.tsx";

/** The page the server described: its structured data holds for it only. */
const SERVED_PATH = typeof window === "undefined" ? "" : window.location.pathname;
/**
 * Its description. The browser has no other page's: descriptions are for search engines and link previews, which
 * read the server's HTML, so they stay on the server (page-heads.ts) and a page shown by the app has none of
 * its own unless its data gives one.
 */
const SERVED_DESCRIPTION =
  typeof document === "undefined"
    ? undefined
    : document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

function setMeta(selector: string, attribute: "name" | "property", key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Keeps the head in step with client-side navigation; the server wrote the same tags into the
 * first page. `override` lets a page use its data (e.g. a design's title).
 */
export function usePageMeta(key: PageKey, override?: { title?: string; description?: string }) {
  const { app } = useMessages();
  const locale = useLocale();
  const title = app.meta.titleTemplate(override?.title ?? app.meta.pages[key].title);
  const ownDescription = override?.description;

  useEffect(() => {
    const { pathname, origin } = window.location;
    const description = ownDescription ?? (pathname === SERVED_PATH ? SERVED_DESCRIPTION : undefined);
    document.title = title;
    setMeta('meta[name="description"]', "name", "description", description);
    setMeta('meta[property="og:title"]', "property", "og:title", title);
    setMeta('meta[property="og:description"]', "property", "og:description", description);
    const url = new URL(localizedPath(pathname, locale), origin).href;
    setMeta('meta[property="og:url"]', "property", "og:url", url);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = url;
    for (const alternate of document.head.querySelectorAll<HTMLLinkElement>(
      'link[rel="alternate"][hreflang]',
    )) {
      const language = parseLocale(alternate.hreflang) ?? DEFAULT_LOCALE;
      alternate.href = new URL(localizedPath(pathname, language), origin).href;
    }
    if (pathname !== SERVED_PATH) {
      for (const data of document.head.querySelectorAll('script[type="application/ld+json"]')) data.remove();
    }
  }, [title, ownDescription, locale]);
}
