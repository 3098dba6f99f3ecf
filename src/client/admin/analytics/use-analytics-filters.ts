import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type AnalyticsQuery, analyticsQuerySchema, analyticsSearch } from "#shared/admin/analytics/query.ts";

/** Reads the address leniently: a parameter the server would refuse is as if absent. */
export function readAnalyticsFilters(params: URLSearchParams): AnalyticsQuery {
  const schema = analyticsQuerySchema();
  const query: AnalyticsQuery = {};
  for (const key of ["from", "to", "district", "propertyType"] as const) {
    const value = params.get(key);
    if (!value) continue;
    const one = schema.safeParse({ [key]: value });
    if (one.success) Object.assign(query, one.data);
  }
  // A start after the end is dropped with the end, as the defaults would read it.
  return schema.safeParse(query).success ? query : { ...query, to: undefined, from: undefined };
}

/** The filters live in the address: shareable, and the back button steps through them. */
export function useAnalyticsFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readAnalyticsFilters(params), [params]);
  /**
   * Changes the filters from the address as it is when called: the router commits a navigation in a transition,
   * so a second change made before the first has drawn would otherwise start from the filters before it.
   */
  const setFilters = useCallback(
    (update: (current: AnalyticsQuery) => AnalyticsQuery) => {
      const current = new URLSearchParams(window.location.search);
      const search = analyticsSearch(update(readAnalyticsFilters(current)));
      // Keep the language choice and anything else the address carries.
      for (const [key, value] of current) if (!FILTER_KEYS.includes(key)) search.set(key, value);
      setParams(search);
    },
    [setParams],
  );
  return { filters, setFilters };
}

const FILTER_KEYS: readonly string[] = ["from", "to", "district", "propertyType"];
