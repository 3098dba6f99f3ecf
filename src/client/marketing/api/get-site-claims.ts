import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { SiteClaims } from "#shared/marketing/site-claims.ts";
import { getJson } from "../../app/api.ts";
import { siteKeys } from "../../app/query-keys.ts";

const NO_CLAIMS: SiteClaims = { heroClaim: null, homeownersMatched: null, testimonials: [] };

/**
 * What the landing page may claim; the server counts it once a minute, so a page keeps it as long.
 * The page waits for it (its sentence and figures must not move the page once painted), and a failed
 * call shows the page without claims rather than no page.
 */
export const siteClaimsQuery = queryOptions({
  queryKey: siteKeys.claims(),
  queryFn: async ({ signal }) => {
    try {
      return await getJson<SiteClaims>("/api/site/claims", signal);
    } catch (error) {
      console.warn("The landing page's claims could not be loaded; it shows none.", error);
      return NO_CLAIMS;
    }
  },
  staleTime: 60_000,
  retry: false,
});

export const useSiteClaims = () => useSuspenseQuery(siteClaimsQuery).data;
