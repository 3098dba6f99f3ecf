import { useCallback, useMemo } from "react";
import { type AnalyticsQuery, analyticsQuerySchema, analyticsSearch } from "#shared/admin/analytics/query.ts";
import { useAddressParams } from "../../app/use-address-params.ts";

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
  const [params, changeParams] = useAddressParams();
  const filters = useMemo(() => readAnalyticsFilters(params), [params]);
  const setFilters = useCallback(
    (update: (current: AnalyticsQuery) => AnalyticsQuery) =>
      changeParams((latest) => {
        const search = analyticsSearch(update(readAnalyticsFilters(latest)));
        // Keep the language choice and anything else the address carries.
        for (const [key, value] of latest) if (!FILTER_KEYS.includes(key)) search.set(key, value);
        return search;
      }),
    [changeParams],
  );
  return { filters, setFilters };
}

const FILTER_KEYS: readonly string[] = ["from", "to", "district", "propertyType"];
