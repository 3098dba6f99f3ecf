import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { introductionKeys, requestKeys } from "../../app/query-keys.ts";
import { invalidated, renderWithClient, stubApi } from "../../test-support/api-double.tsx";
import { useAccept } from "./accept-introduction.ts";
import { useChoose } from "./choose-designer.ts";
import { useComplete } from "./complete-request.ts";

const REQUEST = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const OTHER = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
const INTRODUCTION = "cccccccc-cccc-4ccc-8ccc-cccccccccccc";

const KEYS = {
  clientList: requestKeys.clientList(),
  request: requestKeys.client(REQUEST),
  introductions: requestKeys.introductions(REQUEST),
  review: requestKeys.review(REQUEST),
  otherRequest: requestKeys.client(OTHER),
  designerList: introductionKeys.designerList(),
  introduction: introductionKeys.designer(INTRODUCTION),
  otherIntroduction: introductionKeys.designer("dddddddd-dddd-4ddd-8ddd-dddddddddddd"),
  thread: introductionKeys.thread(INTRODUCTION),
};

function withCache<T>(hook: () => T) {
  const rendered = renderWithClient(hook);
  for (const key of Object.values(KEYS)) rendered.queryClient.setQueryData(key, []);
  const calls = stubApi(() => ({ status: 204 }));
  return { ...rendered, calls };
}

describe("matching steps refresh what they change", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("choosing a designer: the request's status in every list and everything about that request", async () => {
    const { result, queryClient, calls } = withCache(() => useChoose(REQUEST));
    await act(() => result.current.mutateAsync(INTRODUCTION));
    expect(calls[0]).toMatchObject({ method: "POST", url: `/api/introductions/${INTRODUCTION}/choose` });
    expect(invalidated(queryClient, KEYS)).toEqual(["clientList", "introductions", "request", "review"]);
  });

  it("completing: the same, for the completed request", async () => {
    const { result, queryClient, calls } = withCache(() => useComplete(REQUEST));
    await act(() => result.current.mutateAsync(undefined));
    expect(calls[0]).toMatchObject({ method: "POST", url: `/api/forms/${REQUEST}/complete` });
    expect(invalidated(queryClient, KEYS)).toEqual(["clientList", "introductions", "request", "review"]);
  });

  it("a designer's answer: that introduction and the designer's list only", async () => {
    const { result, queryClient } = withCache(() => useAccept());
    await act(() =>
      result.current.mutateAsync({
        id: INTRODUCTION,
        proposal: {} as Parameters<typeof result.current.mutate>[0]["proposal"],
      }),
    );
    expect(invalidated(queryClient, KEYS)).toEqual(["designerList", "introduction"]);
  });
});
