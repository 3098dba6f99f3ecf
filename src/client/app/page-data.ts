import type { QueryClient } from "@tanstack/react-query";
import { matchPath } from "react-router";
import { APP_ROUTES, type PageKey } from "#shared/app/routes.ts";
import { catalogueQuery } from "../designs/api/get-catalogue.ts";
import { featuredDesignsQuery } from "../designs/api/get-featured-designs.ts";
import { publicDesignerQuery } from "../designs/api/get-public-designer.ts";
import {
  readFilters as readDirectoryFilters,
  toDirectoryParams,
} from "../designs/directory/use-directory-filters.ts";
import {
  isFiltered,
  readFilters as readCatalogueFilters,
  toCatalogueParams,
} from "../designs/use-catalogue-filters.ts";
import { costGuideQuery } from "../marketing/api/get-cost-guide.ts";
import { siteClaimsQuery } from "../marketing/api/get-site-claims.ts";
import { designQuery } from "./get-design.ts";
import { directoryQuery } from "./get-designer-directory.ts";

interface PageAddress {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

type LoadPageData = (client: QueryClient, address: PageAddress) => Promise<unknown>;

const landingData: LoadPageData = (client) => client.prefetchQuery(siteClaimsQuery);

/**
 * What each server-rendered page reads before it can show itself, with the very query options its
 * screen uses, so the browser's cache starts with the same keys and asks again for nothing.
 */
const PAGE_DATA: Partial<Record<PageKey, LoadPageData>> = {
  home: landingData,
  landing: landingData,
  designs: (client, { search }) => {
    const filters = readCatalogueFilters(search);
    const catalogue = client.prefetchInfiniteQuery(catalogueQuery(toCatalogueParams(filters)));
    // The featured designs show only above the unfiltered catalogue.
    const featured = isFiltered(filters) ? undefined : client.prefetchQuery(featuredDesignsQuery);
    return Promise.all([catalogue, featured]);
  },
  design: (client, { params }) => client.prefetchQuery(designQuery(params.id ?? "")),
  designerProfile: (client, { params }) => client.prefetchQuery(publicDesignerQuery(params.id ?? "")),
  designerDirectory: (client, { search }) =>
    client.prefetchQuery(directoryQuery(toDirectoryParams(readDirectoryFilters(search)))),
  costGuide: (client) => client.prefetchQuery(costGuideQuery),
};

/** Fills `client` with what the page at `url` shows; a failed read leaves its screen to ask again. */
export async function loadPageData(client: QueryClient, url: URL): Promise<void> {
  for (const route of APP_ROUTES) {
    const match = matchPath(route.path, url.pathname);
    if (!match) continue;
    await PAGE_DATA[route.key]?.(client, { params: match.params, search: url.searchParams });
    return;
  }
}
