import { type AppRoute, matchAppRoute } from "#shared/app/routes.ts";
import type { Messages } from "#shared/i18n/index.ts";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export const SOCIAL_IMAGE_PATH = "/og-image.jpg";

/**
 * The head tags for one page, so link previews and crawlers see each page's own title and
 * description without running JavaScript. Protected pages share the brand's generic head.
 */
export function renderPageHead(pathname: string, messages: Messages["app"], publicUrl: string): string {
  const route: AppRoute | undefined = matchAppRoute(pathname);
  const key = route ? (route.access === "public" ? route.key : "home") : "notFound";
  const page = messages.meta.pages[key];
  const title = messages.meta.titleTemplate(page.title);
  const canonical = new URL(route?.key === "home" ? "/" : pathname, publicUrl).href;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    `<meta name="keywords" content="${escapeHtml(messages.meta.keywords)}">`,
    `<meta name="application-name" content="${escapeHtml(messages.brand)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(messages.brand)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:image" content="${escapeHtml(new URL(SOCIAL_IMAGE_PATH, publicUrl).href)}">`,
    `<meta property="og:image:alt" content="${escapeHtml(messages.meta.imageAlt)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
  ];
  if (!route || route.access === "protected") tags.push(`<meta name="robots" content="noindex">`);
  return tags.join("\n    ");
}

export const HEAD_PLACEHOLDER = "<!--app-head-->";

/** The HTML shell for a browser path, with 404 when the client has no screen for it. */
export function fillShell(
  template: string,
  pathname: string,
  messages: Messages["app"],
  publicUrl: string,
): { statusCode: number; html: string } {
  return {
    statusCode: matchAppRoute(pathname) ? 200 : 404,
    html: template.replace(HEAD_PLACEHOLDER, renderPageHead(pathname, messages, publicUrl)),
  };
}
