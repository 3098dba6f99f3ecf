import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ThreadMessage } from "#shared/matching/introductions.ts";
import type { NotificationList } from "#shared/matching/notifications.ts";
import { invalidated, renderWithClient, stubApi } from "../../test-support/api-double.tsx";
import { FakeEventSource } from "../../test-support/fake-event-source.ts";
import { introductionKeys, notificationKeys, requestKeys } from "../query-keys.ts";
import { isLiveOpen } from "./live-state.ts";
import { useLiveUpdates } from "./use-live-updates.ts";

const INTRODUCTION = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const REQUEST = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

const message = (id: string, body: string): ThreadMessage => ({
  id,
  authorId: "u",
  authorName: "Ada",
  mine: false,
  body,
  hiddenContact: [],
  createdAt: "2026-11-26T10:00:00.000Z",
});

function setUp() {
  vi.stubGlobal("EventSource", FakeEventSource);
  FakeEventSource.opened = [];
  const calls = stubApi(() => ({ status: 200, body: [] }));
  const rendered = renderWithClient(() => useLiveUpdates(true));
  const source = FakeEventSource.opened[0];
  if (!source) throw new Error("no stream was opened");
  return { ...rendered, calls, source };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the live stream in the browser", () => {
  it("opens one stream, and puts threads and the bell into the cache as they come, with no request", () => {
    const { queryClient, calls, source } = setUp();
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(["/api/live/events"]);
    act(() => source.emit("ready"));
    expect(isLiveOpen()).toBe(true);
    const thread = [message("m1", "Hello")];
    const bell = { items: [], unread: 3 } as unknown as NotificationList;
    act(() => {
      source.emit("thread", { introductionId: INTRODUCTION, messages: thread });
      source.emit("notifications", bell);
    });
    expect(queryClient.getQueryData(introductionKeys.thread(INTRODUCTION))).toEqual(thread);
    expect(queryClient.getQueryData(notificationKeys.all)).toEqual(bell);
    expect(calls).toEqual([]);
  });

  it("marks what shows a changed request stale, and everything it keeps fresh after a reset", () => {
    const { queryClient, source } = setUp();
    const keys = {
      desk: requestKeys.deskList({ page: 1 }),
      thisRequest: requestKeys.client(REQUEST),
      otherRequest: requestKeys.client("cccccccc-cccc-4ccc-8ccc-cccccccccccc"),
      designerList: introductionKeys.designerList(),
      thread: introductionKeys.thread(INTRODUCTION),
      bell: notificationKeys.all,
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
    act(() => source.emit("request", { requestId: REQUEST, step: "accepted" }));
    expect(invalidated(queryClient, keys)).toEqual(["designerList", "desk", "thisRequest"]);
    act(() => source.emit("reset"));
    expect(invalidated(queryClient, keys)).toEqual(Object.keys(keys).sort());
  });

  it("closes its stream when the tab signs out", () => {
    const { unmount, source } = setUp();
    act(() => source.emit("ready"));
    unmount();
    expect(source.closed).toBe(true);
    expect(isLiveOpen()).toBe(false);
  });
});
