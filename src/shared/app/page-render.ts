import type { CurrentUser } from "../auth/user.ts";
import type { Messages } from "../i18n/index.ts";
import type { Locale } from "../i18n/locales.ts";

/*
 * The contract between the server and the client's server-side entry (src/client/entry-server.tsx), which
 * Vite builds apart (dist/server) and the server loads at start: types only, so neither side imports the other.
 */

/** The server's own answer to one of the page's API reads (GET, same origin). */
export type ServerFetch = (url: string) => Promise<Response>;

export interface PageRenderInput {
  /** The address as the browser asked for it: path and query. */
  url: string;
  locale: Locale;
  brand: string;
  messages: Messages;
  /** Who is signed in, as GET /api/auth/user answers (null: nobody). */
  currentUser: CurrentUser | null;
  fetchApi: ServerFetch;
}

export interface RenderedPage {
  /** The markup of the app's root element. */
  html: string;
  /** The symbols of the icons that markup draws, as an element for beside the root ("" when it draws none). */
  icons: string;
  /** The page's data (TanStack Query's dehydrated cache), which the browser hydrates from. */
  state: unknown;
  /** Everything the page depends on (address, language, brand, data), hashed: equal keys, equal pages. */
  key: string;
}

export type RenderPage = (input: PageRenderInput) => Promise<RenderedPage>;

/** The element holding a server-rendered page's data: JSON, never run, so the CSP's `script-src 'self'` stands. */
export const PAGE_STATE_ID = "page-state";
