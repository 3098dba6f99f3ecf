import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { BrowserRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useDirectoryFilters } from "./use-directory-filters.ts";

function renderAt(address: string) {
  window.history.replaceState(null, "", address);
  const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;
  return renderHook(() => useDirectoryFilters(), { wrapper });
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("useDirectoryFilters", () => {
  it("keeps both of two changes made before the first has drawn", () => {
    const { result } = renderAt("/designers?sort=rating");
    const { update } = result.current;
    act(() => {
      update({ languages: ["Japanese"] });
      update({ district: "Sha Tin" });
    });
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      languages: "Japanese",
      district: "Sha Tin",
      sort: "rating",
    });
    expect(result.current.filters).toMatchObject({ languages: ["Japanese"], district: "Sha Tin" });
  });

  it("a page turn keeps the filters; any other change starts again at page 1", () => {
    const { result } = renderAt("/designers?styles=Modern");
    act(() => result.current.update({ page: 3 }));
    expect(window.location.search).toBe("?styles=Modern&page=3");
    act(() => result.current.update({ minRating: 4 }));
    expect(window.location.search).toBe("?styles=Modern&minRating=4");
    act(() => result.current.reset());
    expect(window.location.search).toBe("");
    expect(result.current.chosen).toBe(0);
  });
});
