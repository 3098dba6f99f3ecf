import { useEffect } from "react";
import type { PageKey } from "#shared/app/routes.ts";
import { DEFAULT_LOCALE, localizedPath, parseLocale } from "#shared/i18n/locales.ts";
import { useLocale, useMessages } from "./i18n.tsx";

/** The page the server described: its structured data holds for it only. */
const SERVED_PATH = typeof window === "undefined" ? "" : window.location.pathname;

function setMeta(selector: string, attribute: "name" | "property", key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
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
  const page = app.meta.pages[key];
  const title = app.meta.titleTemplate(override?.title ?? page.title);
  const description = override?.description ?? page.description;

  useEffect(() => {
    document.title = title;
    setMeta('meta[name="description"]', "name", "description", description);
    setMeta('meta[property="og:title"]', "property", "og:title", title);
    setMeta('meta[property="og:description"]', "property", "og:description", description);
    const { pathname, origin } = window.location;
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
  }, [title, description, locale]);
}
