import { type AppRoute, matchAppRoute } from "#shared/app/routes.ts";
import type { Messages } from "#shared/i18n/index.ts";
import { escapeHtml } from "../lib/html/escape-html.ts";

export const SOCIAL_IMAGE_PATH = "/og-image.jpg";
export const HEAD_PLACEHOLDER = "<!--app-head-->";

/** What a page says about itself to crawlers and link previews. */
export interface PageHead {
  title: string;
  description: string;
  imagePath: string;
  imageAlt: string;
  canonicalPath: string;
  indexable: boolean;
}

/**
 * A page's own data for its head (e.g. a design's title and photo): undefined when the page has
 * none, null when the thing it shows does not exist (the page is then a 404).
 */
export type PageDataLookup = (
  route: AppRoute,
  pathname: string,
) => Promise<Partial<PageHead> | null | undefined>;

export async function describePage(
  pathname: string,
  messages: Messages["app"],
  lookup?: PageDataLookup,
): Promise<{ statusCode: number; head: PageHead }> {
  const route = matchAppRoute(pathname);
  const data = route && lookup ? await lookup(route, pathname) : undefined;
  const found = Boolean(route) && data !== null;
  // Protected pages share the brand's generic head: their content is private.
  const key = !found ? "notFound" : route?.access === "public" ? route.key : "home";
  const page = messages.meta.pages[key];
  return {
    statusCode: found ? 200 : 404,
    head: {
      title: messages.meta.titleTemplate(data?.title ?? page.title),
      description: data?.description ?? page.description,
      imagePath: data?.imagePath ?? SOCIAL_IMAGE_PATH,
      imageAlt: data?.imageAlt ?? messages.meta.imageAlt,
      canonicalPath: route?.key === "home" ? "/" : pathname,
      indexable: found && route?.access === "public",
    },
  };
}

/** The head tags, so link previews and crawlers see each page without running JavaScript. */
export function renderPageHead(head: PageHead, messages: Messages["app"], publicUrl: string): string {
  const canonical = new URL(head.canonicalPath, publicUrl).href;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta name="keywords" content="${escapeHtml(messages.meta.keywords)}">`,
    `<meta name="application-name" content="${escapeHtml(messages.brand)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(messages.brand)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:image" content="${escapeHtml(new URL(head.imagePath, publicUrl).href)}">`,
    `<meta property="og:image:alt" content="${escapeHtml(head.imageAlt)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
  ];
  if (!head.indexable) tags.push(`<meta name="robots" content="noindex">`);
  return tags.join("\n    ");
}

export interface ShellOptions {
  messages: Messages["app"];
  publicUrl: string;
  lookup?: PageDataLookup | undefined;
}

/** The HTML shell for a browser path, with 404 when the client has no screen (or no data) for it. */
export async function fillShell(
  template: string,
  pathname: string,
  options: ShellOptions,
): Promise<{ statusCode: number; html: string }> {
  const { statusCode, head } = await describePage(pathname, options.messages, options.lookup);
  return {
    statusCode,
    html: template.replace(HEAD_PLACEHOLDER, renderPageHead(head, options.messages, options.publicUrl)),
  };
}

/** Each domain's lookup in turn: the first that knows the route answers. */
export function anyLookup(...lookups: PageDataLookup[]): PageDataLookup {
  return async (route, pathname) => {
    for (const lookup of lookups) {
      const data = await lookup(route, pathname);
      if (data !== undefined) return data;
    }
    return undefined;
  };
}
