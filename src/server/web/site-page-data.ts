import type { PageDataLookup } from "./page-head.ts";
import { siteStructuredData } from "./structured-data.ts";

/** The landing page (at `/` for visitors, and at `/landing`) describes the site and its company. */
export const sitePageData: PageDataLookup = async (page) =>
  page.route.key === "home" || page.route.key === "landing"
    ? { structuredData: siteStructuredData(page) }
    : undefined;
