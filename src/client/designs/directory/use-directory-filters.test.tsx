import { act } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { addressQuery, renderHookAt } from "../../test-support/render-hook-at.tsx";
import { useDirectoryFilters } from "./use-directory-filters.ts";

const renderAt = (address: string) => renderHookAt(address, useDirectoryFilters);

describe("useDirectoryFilters", () => {
  it("keeps both of two changes made before the first has drawn", () => {
    const { result } = renderAt("/designers?sort=rating");
    const { update } = result.current;
    act(() => {
      update({ languages: ["Japanese"] });
      update({ district: "Sha Tin" });
    });
    expect(addressQuery()).toEqual({
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
