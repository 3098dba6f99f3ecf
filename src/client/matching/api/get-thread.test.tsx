import { act, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isLiveOpen } from "../../app/live/live-state.ts";
import { useLiveUpdates } from "../../app/live/use-live-updates.ts";
import { renderWithClient, stubApi } from "../../test-support/api-double.tsx";
import { FakeEventSource } from "../../test-support/fake-event-source.ts";
import { useThread } from "./get-thread.ts";

const INTRODUCTION = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("a thread on screen", () => {
  it("lets polls run while the stream is down, and stops them once it is open", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal("EventSource", FakeEventSource);
    FakeEventSource.opened = [];
    const calls = stubApi(() => ({ status: 200, body: [] }));
    const { result } = renderWithClient(() => {
      useLiveUpdates(true);
      return useThread(INTRODUCTION);
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const source = FakeEventSource.opened[0];
    act(() => source?.emit("ready"));
    const reads = () => calls.filter((call) => call.url.endsWith("/messages")).length;
    const before = reads();
    await act(() => vi.advanceTimersByTimeAsync(95_000));
    expect(reads()).toBe(before);
    // The server refused the stream (an answer other than a stream): the browser gives up, the poll resumes.
    act(() => source?.fail(FakeEventSource.CLOSED));
    expect(isLiveOpen()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(reads()).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(reads()).toBe(before + 1);
    // A new stream is tried later; once open, what it keeps fresh is read again (it resumed from nothing).
    expect(FakeEventSource.opened).toHaveLength(2);
    act(() => FakeEventSource.opened[1]?.emit("ready"));
    await waitFor(() => expect(reads()).toBe(before + 2));
  });
});
