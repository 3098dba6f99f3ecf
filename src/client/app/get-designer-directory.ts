import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DirectoryPage } from "#shared/matching/directory-responses.ts";
import { getJson } from "./api.ts";
import { designerKeys } from "./query-keys.ts";

/** GET /api/designers's parameters; lists are comma-joined, empty values left out. */
export interface DirectoryParams {
  q?: string;
  district?: string;
  styles?: readonly string[];
  languages?: readonly string[];
  budget?: number;
  minRating?: number;
  sort?: "fit" | "rating";
  page?: number;
  pageSize?: number;
}

export function directorySearch(params: DirectoryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const text = Array.isArray(value) ? value.join(",") : value === undefined ? "" : String(value);
    if (text) search.set(key, text);
  }
  return search.toString();
}

/**
 * One page of the designer directory. A plain `queryOptions`, so a server render can fill the cache
 * with the same key (issue 20); the previous page stays on screen while the next one loads.
 */
export function directoryQuery(params: DirectoryParams) {
  return queryOptions({
    queryKey: designerKeys.directory(params),
    queryFn: ({ signal }) => getJson<DirectoryPage>(`/api/designers?${directorySearch(params)}`, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export const useDesignerDirectory = (params: DirectoryParams, enabled = true) =>
  useQuery({ ...directoryQuery(params), enabled });
