import { act } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { addressQuery, renderHookAt } from "../../test-support/render-hook-at.tsx";
import { useDeskAddress } from "./use-desk-address.ts";

const renderAt = (address: string) => renderHookAt(address, useDeskAddress);

describe("useDeskAddress", () => {
  it("keeps both of two changes made before the first has drawn", () => {
    const { result } = renderAt("/admin?page=2");
    const { update } = result.current;
    act(() => {
      update({ q: "Chan", page: undefined });
      update({ status: "submitted" });
    });
    expect(addressQuery()).toEqual({
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
