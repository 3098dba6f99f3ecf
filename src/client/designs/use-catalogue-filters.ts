import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  BUDGET_BANDS,
  DESIGN_STYLES,
  type DesignStyle,
  PRICE_SORTS,
  type PriceSort,
} from "#shared/designs/constants.ts";
import type { CatalogueParams } from "./api/get-catalogue.ts";

export interface CatalogueFilters {
  q: string;
  style: DesignStyle | "";
  band: string;
  /** The custom range toggle and its bounds in HK$ thousands (spec 1 §5). */
  custom: boolean;
  minK: string;
  maxK: string;
  sort: PriceSort;
}

const DEFAULTS: CatalogueFilters = {
  q: "",
  style: "",
  band: "",
  custom: false,
  minK: "",
  maxK: "",
  sort: "none",
};
const THOUSAND = 1000;

export function readFilters(params: URLSearchParams): CatalogueFilters {
  const style = params.get("style") ?? "";
  const band = params.get("band") ?? "";
  const sort = params.get("sort") ?? "none";
  const amount = (value: string | null) => (value && /^\d{1,7}$/.test(value) ? value : "");
  return {
    q: params.get("q") ?? "",
    style: (DESIGN_STYLES as readonly string[]).includes(style) ? (style as DesignStyle) : "",
    band: BUDGET_BANDS.some((b) => b.id === band) ? band : "",
    custom: params.get("range") === "custom",
    minK: amount(params.get("minK")),
    maxK: amount(params.get("maxK")),
    sort: (PRICE_SORTS as readonly string[]).includes(sort) ? (sort as PriceSort) : "none",
  };
}

/** The filters live in the address bar, so a filtered view can be shared and the back button works. */
export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const update = useCallback(
    (changes: Partial<CatalogueFilters>, { replace = false } = {}) => {
      const next = { ...readFilters(params), ...changes };
      const search = new URLSearchParams();
      if (next.q) search.set("q", next.q);
      if (next.style) search.set("style", next.style);
      if (next.custom) {
        search.set("range", "custom");
        if (next.minK) search.set("minK", next.minK);
        if (next.maxK) search.set("maxK", next.maxK);
      } else if (next.band) {
        search.set("band", next.band);
      }
      if (next.sort !== "none") search.set("sort", next.sort);
      setParams(search, { replace, preventScrollReset: true });
    },
    [params, setParams],
  );

  const reset = useCallback(
    () => setParams(new URLSearchParams(), { preventScrollReset: true }),
    [setParams],
  );
  return { filters, update, reset, isFiltered: isFiltered(filters) };
}

/** Whether any filter is set: the featured designs show only on the unfiltered catalogue. */
export function isFiltered(filters: CatalogueFilters): boolean {
  return JSON.stringify(filters) !== JSON.stringify(DEFAULTS);
}

/** The API's parameters for the filters: a custom range replaces the preset band. */
export function toCatalogueParams(filters: CatalogueFilters): CatalogueParams {
  const hkd = (thousands: string) => (thousands ? Number(thousands) * THOUSAND : undefined);
  const [low, high] = [hkd(filters.minK), hkd(filters.maxK)];
  // Bounds typed the wrong way round still mean a range.
  const [minBudget, maxBudget] =
    low !== undefined && high !== undefined && low > high ? [high, low] : [low, high];
  return {
    q: filters.q.trim() || undefined,
    style: filters.style || undefined,
    band: filters.custom ? undefined : filters.band || undefined,
    minBudget: filters.custom ? minBudget : undefined,
    maxBudget: filters.custom ? maxBudget : undefined,
    sort: filters.sort === "none" ? undefined : filters.sort,
  };
}
