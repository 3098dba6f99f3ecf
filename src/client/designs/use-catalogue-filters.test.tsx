import { act } from "@testing-library/react";
import { useLocation, useNavigationType } from "react-router";
import { describe, expect, it } from "vitest";
import { renderHookAt } from "../test-support/render-hook-at.tsx";
import { type CatalogueFilters, toCatalogueParams, useCatalogueFilters } from "./use-catalogue-filters.ts";

/** The hook under test with the address it reads and writes, and how it got there (push or replace). */
function renderAt(address: string) {
  return renderHookAt(address, () => ({
    ...useCatalogueFilters(),
    location: useLocation(),
    navigation: useNavigationType(),
  }));
}

const search = (result: { current: { location: { search: string } } }) =>
  new URLSearchParams(result.current.location.search);

describe("useCatalogueFilters", () => {
  it("reads the filters from the address", () => {
    const { result } = renderAt("/designs?q=harbour&style=Japanese&band=100000-200000&sort=price-desc");
    expect(result.current.filters).toEqual({
      q: "harbour",
      style: "Japanese",
      band: "100000-200000",
      custom: false,
      minK: "",
      maxK: "",
      sort: "price-desc",
    });
    expect(result.current.isFiltered).toBe(true);
  });

  it("ignores values the catalogue does not know, so a hand-edited link still opens", () => {
    const { result } = renderAt(
      "/designs?style=Baroque&band=7-9&sort=cheapest&range=custom&minK=abc&maxK=12345678",
    );
    expect(result.current.filters).toMatchObject({ style: "", band: "", sort: "none", minK: "", maxK: "" });
    expect(result.current.filters.custom).toBe(true);
  });

  it("an address without filters is not filtered", () => {
    const { result } = renderAt("/designs");
    expect(result.current.isFiltered).toBe(false);
  });

  it("writes a change into the address, keeping the other filters, as a new history entry", () => {
    const { result } = renderAt("/designs?style=Modern");
    act(() => result.current.update({ q: "kitchen" }));
    expect(Object.fromEntries(search(result))).toEqual({ q: "kitchen", style: "Modern" });
    expect(result.current.filters.q).toBe("kitchen");
    expect(result.current.navigation).toBe("PUSH");
  });

  it("keeps both of two changes made before the first has drawn", () => {
    const { result } = renderAt("/designs?q=loft");
    const { update } = result.current;
    act(() => {
      update({ style: "Japanese" });
      update({ sort: "price-asc" });
    });
    expect(Object.fromEntries(search(result))).toEqual({ q: "loft", style: "Japanese", sort: "price-asc" });
  });

  it("replaces the history entry when asked (typing in the search box)", () => {
    const { result } = renderAt("/designs");
    act(() => result.current.update({ q: "k" }, { replace: true }));
    expect(result.current.navigation).toBe("REPLACE");
    expect(search(result).get("q")).toBe("k");
  });

  it("a custom range replaces the preset band in the address, and the band comes back without it", () => {
    const { result } = renderAt("/designs?band=100000-200000");
    act(() => result.current.update({ custom: true, minK: "300", maxK: "500" }));
    expect(Object.fromEntries(search(result))).toEqual({ range: "custom", minK: "300", maxK: "500" });
    act(() => result.current.update({ custom: false, band: "200000-300000" }));
    expect(Object.fromEntries(search(result))).toEqual({ band: "200000-300000" });
  });

  it("leaves defaults out of the address", () => {
    const { result } = renderAt("/designs?sort=price-asc&q=x");
    act(() => result.current.update({ sort: "none", q: "" }));
    expect(result.current.location.search).toBe("");
  });

  it("reset clears every filter", () => {
    const { result } = renderAt("/designs?q=x&style=Modern&range=custom&minK=1");
    act(() => result.current.reset());
    expect(result.current.location.search).toBe("");
    expect(result.current.isFiltered).toBe(false);
  });
});

const NONE: CatalogueFilters = {
  q: "",
  style: "",
  band: "",
  custom: false,
  minK: "",
  maxK: "",
  sort: "none",
};

describe("toCatalogueParams", () => {
  it("sends nothing for the defaults", () => {
    expect(Object.values(toCatalogueParams(NONE)).filter((value) => value !== undefined)).toEqual([]);
  });

  it("sends the trimmed search, the style, the band and the sort", () => {
    expect(
      toCatalogueParams({
        ...NONE,
        q: "  loft ",
        style: "Industrial",
        band: "100000-200000",
        sort: "price-asc",
      }),
    ).toMatchObject({ q: "loft", style: "Industrial", band: "100000-200000", sort: "price-asc" });
  });

  it("a custom range is sent in HK$ and replaces the band", () => {
    const params = toCatalogueParams({
      ...NONE,
      band: "100000-200000",
      custom: true,
      minK: "300",
      maxK: "800",
    });
    expect(params).toMatchObject({ band: undefined, minBudget: 300_000, maxBudget: 800_000 });
  });

  it("bounds typed the wrong way round are swapped; an open bound stays open", () => {
    expect(toCatalogueParams({ ...NONE, custom: true, minK: "900", maxK: "200" })).toMatchObject({
      minBudget: 200_000,
      maxBudget: 900_000,
    });
    expect(toCatalogueParams({ ...NONE, custom: true, minK: "", maxK: "200" })).toMatchObject({
      minBudget: undefined,
      maxBudget: 200_000,
    });
  });

  it("range bounds are ignored while the custom range is off", () => {
    expect(toCatalogueParams({ ...NONE, minK: "300", maxK: "800" })).toMatchObject({
      minBudget: undefined,
      maxBudget: undefined,
    });
  });
});
