import { useEffect } from "react";
import type { PageKey } from "#shared/app/routes.ts";
import { useMessages } from "./i18n.tsx";

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
  const page = app.meta.pages[key];
  const title = app.meta.titleTemplate(override?.title ?? page.title);
  const description = override?.description ?? page.description;

  useEffect(() => {
    document.title = title;
    setMeta('meta[name="description"]', "name", "description", description);
    setMeta('meta[property="og:title"]', "property", "og:title", title);
    setMeta('meta[property="og:description"]', "property", "og:description", description);
    const url = new URL(window.location.pathname, window.location.origin).href;
    setMeta('meta[property="og:url"]', "property", "og:url", url);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = url;
  }, [title, description]);
}
