import { useCallback, useMemo } from "react";
import { DESIGN_STYLES, type DesignStyle } from "#shared/designs/constants.ts";
import {
  DIRECTORY_BUDGETS,
  DIRECTORY_MIN_RATINGS,
  DIRECTORY_SORTS,
  type DirectorySort,
} from "#shared/matching/directory-options.ts";
import { HK_DISTRICTS, type HkDistrict } from "#shared/matching/districts.ts";
import { DESIGNER_LANGUAGES, type DesignerLanguage } from "#shared/matching/languages.ts";
import type { DirectoryParams } from "../../app/get-designer-directory.ts";
import { useAddressParams } from "../../app/use-address-params.ts";

export interface DirectoryFilters {
  q: string;
  district: HkDistrict | "";
  styles: DesignStyle[];
  languages: DesignerLanguage[];
  budget: number | null;
  minRating: number | null;
  sort: DirectorySort;
  page: number;
}

const oneOf = <T extends string | number>(options: readonly T[], value: T | null): value is T =>
  value !== null && options.includes(value);

/** Reads the address leniently: anything it does not know is as if absent (the server would refuse it). */
export function readFilters(params: URLSearchParams): DirectoryFilters {
  const list = <T extends string>(name: string, options: readonly T[]) =>
    options.filter((option) => (params.get(name) ?? "").split(",").includes(option));
  const district = params.get("district") as HkDistrict | null;
  const budget = Number(params.get("budget"));
  const minRating = Number(params.get("minRating"));
  const sort = params.get("sort") as DirectorySort | null;
  const page = Number(params.get("page"));
  return {
    q: params.get("q") ?? "",
    district: oneOf(HK_DISTRICTS, district) ? district : "",
    styles: list("styles", DESIGN_STYLES),
    languages: list("languages", DESIGNER_LANGUAGES),
    budget: oneOf(DIRECTORY_BUDGETS, budget) ? budget : null,
    minRating: oneOf(DIRECTORY_MIN_RATINGS, minRating) ? minRating : null,
    sort: oneOf(DIRECTORY_SORTS, sort) ? sort : "fit",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function writeFilters(filters: DirectoryFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q) search.set("q", filters.q);
  if (filters.district) search.set("district", filters.district);
  if (filters.styles.length) search.set("styles", filters.styles.join(","));
  if (filters.languages.length) search.set("languages", filters.languages.join(","));
  if (filters.budget !== null) search.set("budget", String(filters.budget));
  if (filters.minRating !== null) search.set("minRating", String(filters.minRating));
  if (filters.sort !== "fit") search.set("sort", filters.sort);
  if (filters.page > 1) search.set("page", String(filters.page));
  return search;
}

/** The directory's filters live in the address, so a search can be shared and Back undoes a change. */
export function useDirectoryFilters() {
  const [params, changeParams] = useAddressParams();
  const filters = useMemo(() => readFilters(params), [params]);
  /** Any change but a page turn starts again at page 1. */
  const update = useCallback(
    (changes: Partial<DirectoryFilters>) =>
      changeParams((latest) => writeFilters({ ...readFilters(latest), page: 1, ...changes }), {
        preventScrollReset: !("page" in changes),
      }),
    [changeParams],
  );
  const reset = useCallback(
    () => changeParams(() => new URLSearchParams(), { preventScrollReset: true }),
    [changeParams],
  );
  const chosen =
    (filters.district ? 1 : 0) +
    filters.styles.length +
    filters.languages.length +
    (filters.budget !== null ? 1 : 0) +
    (filters.minRating !== null ? 1 : 0);
  return { filters, update, reset, chosen, isFiltered: chosen > 0 || filters.q !== "" };
}

export function toDirectoryParams(filters: DirectoryFilters): DirectoryParams {
  return {
    q: filters.q.trim() || undefined,
    district: filters.district || undefined,
    styles: filters.styles.length ? filters.styles : undefined,
    languages: filters.languages.length ? filters.languages : undefined,
    budget: filters.budget ?? undefined,
    minRating: filters.minRating ?? undefined,
    sort: filters.sort,
    page: filters.page,
  };
}
