import { useCallback } from "react";
import { type NavigateOptions, useSearchParams } from "react-router";

/**
 * The address's query, and a change to it that starts from the address as it is when called. The router draws a
 * navigation in a transition, so the query a component last drew can be behind the address: two changes made
 * before the first has drawn (a chip, then a select) would otherwise both start from the older query, and the
 * second would drop the first. The browser's history is already at the newest address when a change is asked.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (next: (latest: URLSearchParams) => URLSearchParams, options?: NavigateOptions) =>
      setParams(next(new URLSearchParams(window.location.search)), options),
    [setParams],
  );
  return [params, change] as const;
}
