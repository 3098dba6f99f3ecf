import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { BrowserRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useDeskAddress } from "./use-desk-address.ts";

function renderAt(address: string) {
  window.history.replaceState(null, "", address);
  const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;
  return renderHook(() => useDeskAddress(), { wrapper });
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("useDeskAddress", () => {
  it("keeps both of two changes made before the first has drawn", () => {
    const { result } = renderAt("/admin?page=2");
    const { update } = result.current;
    act(() => {
      update({ q: "Chan", page: undefined });
      update({ status: "submitted" });
    });
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      q: "Chan",
      status: "submitted",
    });
    expect(result.current).toMatchObject({ q: "Chan", status: "submitted", page: 1 });
  });

  it("the list's address leaves out the open request", () => {
    const { result } = renderAt("/admin?status=submitted&id=42&edit=true");
    expect(result.current).toMatchObject({ openId: "42", editing: true, listSearch: "?status=submitted" });
  });
});
