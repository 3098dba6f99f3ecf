import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { readDraft, useDraft } from "./use-draft.ts";

const KEY = "nestmatch-request-draft:user-1:new";

function renderDraft(initial: { text: string }, options = { enabled: true, delayMs: 1000 }) {
  return renderHook(({ values, enabled }) => useDraft(KEY, values, { enabled, delayMs: options.delayMs }), {
    initialProps: { values: initial, enabled: options.enabled },
  });
}

describe("useDraft", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("does not store the values the form opens with", () => {
    const { result } = renderDraft({ text: "opened" });
    act(() => vi.advanceTimersByTime(5000));
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(result.current.state).toBe("idle");
  });

  it("stores a change once the delay has passed since the last change, then says saved for 2 s", () => {
    const { result, rerender } = renderDraft({ text: "" });
    rerender({ values: { text: "a" }, enabled: true });
    expect(result.current.state).toBe("saving");
    act(() => vi.advanceTimersByTime(600));
    rerender({ values: { text: "ab" }, enabled: true });
    act(() => vi.advanceTimersByTime(600));
    // 1.2 s after the first change but only 0.6 s after the last: nothing kept yet.
    expect(localStorage.getItem(KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(400));
    expect(readDraft(KEY)).toEqual({ text: "ab" });
    expect(result.current.state).toBe("saved");
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.state).toBe("saved");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toBe("idle");
  });

  it("keeps nothing while disabled (a submit in flight)", () => {
    const { rerender } = renderDraft({ text: "" });
    rerender({ values: { text: "typed" }, enabled: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("keeps a change made just before the form closes, rather than dropping it with its timer", () => {
    const { rerender, unmount } = renderDraft({ text: "" });
    rerender({ values: { text: "ticked" }, enabled: true });
    act(() => vi.advanceTimersByTime(1000));
    rerender({ values: { text: "unticked" }, enabled: true });
    act(() => vi.advanceTimersByTime(300));
    unmount();
    expect(readDraft(KEY)).toEqual({ text: "unticked" });
  });

  it("keeps a change made just before the page is left", () => {
    const { rerender } = renderDraft({ text: "" });
    rerender({ values: { text: "typed" }, enabled: true });
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(readDraft(KEY)).toEqual({ text: "typed" });
  });

  it("keeps nothing on closing once cleared or disabled (a request sent)", () => {
    const cleared = renderDraft({ text: "" });
    cleared.rerender({ values: { text: "sent" }, enabled: true });
    act(() => cleared.result.current.clear());
    cleared.unmount();
    expect(localStorage.getItem(KEY)).toBeNull();

    const disabled = renderDraft({ text: "" });
    disabled.rerender({ values: { text: "sending" }, enabled: true });
    disabled.rerender({ values: { text: "sending" }, enabled: false });
    disabled.unmount();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("says failed when the browser refuses to store", () => {
    const refuse = vi.spyOn(window.localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    onTestFinished(() => refuse.mockRestore());
    const { result, rerender } = renderDraft({ text: "" });
    rerender({ values: { text: "typed" }, enabled: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.state).toBe("failed");
  });

  it("clear forgets the stored draft", () => {
    const { result, rerender } = renderDraft({ text: "" });
    rerender({ values: { text: "typed" }, enabled: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(readDraft(KEY)).not.toBeNull();
    act(() => result.current.clear());
    expect(readDraft(KEY)).toBeNull();
  });
});

describe("readDraft", () => {
  it("reads nothing from a missing or damaged entry", () => {
    expect(readDraft("absent")).toBeNull();
    localStorage.setItem(KEY, "{not json");
    expect(readDraft(KEY)).toBeNull();
  });
});
