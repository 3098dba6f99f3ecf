import { act, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DesignRequest } from "#shared/requests/schema.ts";
import { ApiError } from "../../app/api.ts";
import { designKeys, introductionKeys, requestKeys } from "../../app/query-keys.ts";
import { useWithdrawRequest } from "../../app/withdraw-request.ts";
import { invalidated, renderWithClient, stubApi } from "../../test-support/api-double.tsx";
import { useDeleteRequest } from "./delete-request.ts";

const A = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const B = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
const mine = [
  { id: A, status: "submitted" },
  { id: B, status: "matched" },
] as DesignRequest[];

const KEYS = {
  clientList: requestKeys.clientList(),
  client: requestKeys.client(A),
  introductions: requestKeys.introductions(A),
  otherRequest: requestKeys.client(B),
  designerIntroductions: introductionKeys.designerList(),
  catalogue: designKeys.catalogue({}),
};

function signedInClient<T>(hook: () => T, status: number, body?: unknown) {
  const rendered = renderWithClient(hook);
  for (const key of Object.values(KEYS)) rendered.queryClient.setQueryData(key, []);
  rendered.queryClient.setQueryData(KEYS.clientList, mine);
  const calls = stubApi(() => ({ status, body }));
  return { ...rendered, calls };
}

const idsIn = (list: DesignRequest[] | undefined) => list?.map((request) => request.id);

describe("a homeowner's delete", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("leaves the list at once and drops the request's own views", async () => {
    const outcome = { onDeleted: vi.fn(), onFailed: vi.fn() };
    const { result, queryClient, calls } = signedInClient(() => useDeleteRequest(outcome), 204);
    act(() => result.current.mutate(A));
    await waitFor(() => expect(outcome.onDeleted).toHaveBeenCalledOnce());
    expect(calls[0]).toMatchObject({ method: "DELETE", url: `/api/forms/${A}` });
    expect(idsIn(queryClient.getQueryData(KEYS.clientList))).toEqual([B]);
    expect(queryClient.getQueryState(KEYS.client)).toBeUndefined();
    expect(queryClient.getQueryState(KEYS.introductions)).toBeUndefined();
    expect(queryClient.getQueryData(KEYS.otherRequest)).toBeDefined();
  });

  it("comes back with the server's reason when refused (a request designers already work on)", async () => {
    const outcome = { onDeleted: vi.fn(), onFailed: vi.fn() };
    const { result, queryClient } = signedInClient(() => useDeleteRequest(outcome), 409, {
      message: "You can withdraw it instead.",
    });
    act(() => result.current.mutate(B));
    await waitFor(() => expect(outcome.onFailed).toHaveBeenCalledOnce());
    expect(outcome.onFailed).toHaveBeenCalledWith(
      expect.objectContaining({ serverMessage: "You can withdraw it instead." }),
    );
    expect(outcome.onFailed.mock.calls[0]?.[0]).toBeInstanceOf(ApiError);
    expect(idsIn(queryClient.getQueryData(KEYS.clientList))).toEqual([A, B]);
    expect(outcome.onDeleted).not.toHaveBeenCalled();
  });
});

describe("a withdrawal", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the server, then refreshes the lists, that request's views and the introductions, nothing else", async () => {
    const outcome = { onDone: vi.fn(), onFailed: vi.fn() };
    const { result, queryClient, calls } = signedInClient(() => useWithdrawRequest(outcome), 204);
    await act(() => result.current.mutateAsync(A));
    expect(outcome.onDone).toHaveBeenCalledOnce();
    expect(calls).toEqual([{ method: "POST", url: `/api/forms/${A}/withdraw`, body: undefined }]);
    expect(invalidated(queryClient, KEYS)).toEqual([
      "client",
      "clientList",
      "designerIntroductions",
      "introductions",
    ]);
  });
});
