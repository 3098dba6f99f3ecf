import { useCallback, useMemo } from "react";
import {
  BUDGET_BANDS,
  DESIGN_STYLES,
  type DesignStyle,
  PRICE_SORTS,
  type PriceSort,
} from "#shared/designs/constants.ts";
import { useAddressParams } from "../app/use-address-params.ts";
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

function writeFilters(filters: CatalogueFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q) search.set("q", filters.q);
  if (filters.style) search.set("style", filters.style);
  if (filters.custom) {
    search.set("range", "custom");
    if (filters.minK) search.set("minK", filters.minK);
    if (filters.maxK) search.set("maxK", filters.maxK);
  } else if (filters.band) {
    search.set("band", filters.band);
  }
  if (filters.sort !== "none") search.set("sort", filters.sort);
  return search;
}

/** The filters live in the address bar, so a filtered view can be shared and the back button works. */
export function useCatalogueFilters() {
  const [params, changeParams] = useAddressParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const update = useCallback(
    (changes: Partial<CatalogueFilters>, { replace = false } = {}) =>
      changeParams((latest) => writeFilters({ ...readFilters(latest), ...changes }), {
        replace,
        preventScrollReset: true,
      }),
    [changeParams],
  );

  const reset = useCallback(
    () => changeParams(() => new URLSearchParams(), { preventScrollReset: true }),
    [changeParams],
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
