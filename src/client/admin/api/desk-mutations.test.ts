import { act, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DeskPage } from "#shared/requests/desk-query.ts";
import type { DesignRequest } from "#shared/requests/schema.ts";
import { ApiError } from "../../app/api.ts";
import { requestKeys } from "../../app/query-keys.ts";
import {
  type Answer,
  deferred,
  invalidated,
  renderWithClient,
  stubApi,
} from "../../test-support/api-double.tsx";
import { useDeleteDeskRequest } from "./delete-desk-request.ts";
import { useSetRequestStatus } from "./set-request-status.ts";

const A = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const B = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

const request = (id: string, status: DesignRequest["status"]) => ({ id, status }) as DesignRequest;
const page = (...items: DesignRequest[]) =>
  ({ items, total: 41, page: 1, pageSize: 20 }) as unknown as DeskPage;

const KEYS = {
  allPage: requestKeys.deskList({ page: 1 }),
  submittedPage: requestKeys.deskList({ status: "submitted" }),
  summary: requestKeys.deskSummary(),
  clientList: requestKeys.clientList(),
  dialog: requestKeys.desk(A),
  history: requestKeys.history(A),
  otherDialog: requestKeys.desk(B),
};

/** The desk as an admin has it open: two pages holding request A, and A's dialog. */
function openDesk<T>(hook: () => T, answer: () => Answer) {
  const rendered = renderWithClient(hook);
  const { queryClient } = rendered;
  queryClient.setQueryData(KEYS.allPage, page(request(A, "submitted"), request(B, "confirmed")));
  queryClient.setQueryData(KEYS.submittedPage, page(request(A, "submitted")));
  queryClient.setQueryData(KEYS.summary, { submitted: 1 });
  queryClient.setQueryData(KEYS.clientList, []);
  queryClient.setQueryData(KEYS.dialog, request(A, "submitted"));
  queryClient.setQueryData(KEYS.history, []);
  queryClient.setQueryData(KEYS.otherDialog, request(B, "confirmed"));
  const calls = stubApi(answer);
  return { ...rendered, calls };
}

const statusesIn = (data: DeskPage | undefined) =>
  data?.items.map((item) => `${item.id.slice(0, 1)}:${item.status}`);

describe("the review desk's confirm and revert", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the new status everywhere at once, then refreshes the lists and the request's views", async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const outcome = { onDone: vi.fn(), onFailed: vi.fn() };
    const { result, queryClient, calls } = openDesk(
      () => useSetRequestStatus(outcome),
      () => answer.promise,
    );

    act(() => result.current.mutate({ id: A, status: "confirmed" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: "PATCH",
      url: `/api/forms/${A}`,
      body: { status: "confirmed" },
    });
    expect(statusesIn(queryClient.getQueryData(KEYS.allPage))).toEqual(["a:confirmed", "b:confirmed"]);
    expect(statusesIn(queryClient.getQueryData(KEYS.submittedPage))).toEqual(["a:confirmed"]);
    expect(queryClient.getQueryData<DesignRequest>(KEYS.dialog)?.status).toBe("confirmed");
    expect(invalidated(queryClient, KEYS)).toEqual([]);

    answer.resolve({ status: 200, body: request(A, "confirmed") });
    await waitFor(() => expect(outcome.onDone).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(invalidated(queryClient, KEYS)).toEqual([
        "allPage",
        "clientList",
        "dialog",
        "history",
        "submittedPage",
        "summary",
      ]),
    );
    expect(outcome.onFailed).not.toHaveBeenCalled();
  });

  it("puts every copy back when the server refuses, and says why", async () => {
    const outcome = { onDone: vi.fn(), onFailed: vi.fn() };
    const { result, queryClient } = openDesk(
      () => useSetRequestStatus(outcome),
      () => ({ status: 409, body: { message: "This request was changed meanwhile" } }),
    );
    act(() => result.current.mutate({ id: A, status: "confirmed" }));
    await waitFor(() => expect(outcome.onFailed).toHaveBeenCalledOnce());
    const error = outcome.onFailed.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe("This request was changed meanwhile");
    expect(statusesIn(queryClient.getQueryData(KEYS.allPage))).toEqual(["a:submitted", "b:confirmed"]);
    expect(statusesIn(queryClient.getQueryData(KEYS.submittedPage))).toEqual(["a:submitted"]);
    expect(queryClient.getQueryData<DesignRequest>(KEYS.dialog)?.status).toBe("submitted");
    expect(outcome.onDone).not.toHaveBeenCalled();
    // Read again all the same: the server's version is the truth.
    await waitFor(() => expect(invalidated(queryClient, KEYS)).toContain("allPage"));
  });
});

describe("the review desk's delete", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("takes the request off every page at once and counts it out", async () => {
    const answer = deferred<{ status: number }>();
    const outcome = { onDone: vi.fn(), onFailed: vi.fn() };
    const { result, queryClient } = openDesk(
      () => useDeleteDeskRequest(outcome),
      () => answer.promise,
    );
    act(() => result.current.mutate(A));
    await waitFor(() => expect(statusesIn(queryClient.getQueryData(KEYS.allPage))).toEqual(["b:confirmed"]));
    expect(queryClient.getQueryData<DeskPage>(KEYS.allPage)?.total).toBe(40);
    expect(statusesIn(queryClient.getQueryData(KEYS.submittedPage))).toEqual([]);
    answer.resolve({ status: 204 });
    await waitFor(() => expect(outcome.onDone).toHaveBeenCalledOnce());
    // Its own views are dropped rather than read again (they would answer 404); the other request's stay.
    expect(queryClient.getQueryState(KEYS.dialog)).toBeUndefined();
    expect(queryClient.getQueryState(KEYS.history)).toBeUndefined();
    expect(queryClient.getQueryData(KEYS.otherDialog)).toBeDefined();
    await waitFor(() => expect(invalidated(queryClient, KEYS)).toContain("allPage"));
    expect(invalidated(queryClient, KEYS)).not.toContain("otherDialog");
  });

  it("brings the request back when the server refuses", async () => {
    const outcome = { onDone: vi.fn(), onFailed: vi.fn() };
    const { result, queryClient } = openDesk(
      () => useDeleteDeskRequest(outcome),
      () => ({ status: 409, body: { message: "Designers are already working on this request" } }),
    );
    act(() => result.current.mutate(A));
    await waitFor(() => expect(outcome.onFailed).toHaveBeenCalledOnce());
    expect(statusesIn(queryClient.getQueryData(KEYS.allPage))).toEqual(["a:submitted", "b:confirmed"]);
    expect(queryClient.getQueryData<DeskPage>(KEYS.allPage)?.total).toBe(41);
    expect(queryClient.getQueryData<DesignRequest>(KEYS.dialog)?.status).toBe("submitted");
  });

  it("counts a request already gone (404) as deleted", async () => {
    const outcome = { onDone: vi.fn(), onFailed: vi.fn() };
    const { result } = openDesk(
      () => useDeleteDeskRequest(outcome),
      () => ({ status: 404 }),
    );
    act(() => result.current.mutate(A));
    await waitFor(() => expect(outcome.onDone).toHaveBeenCalledOnce());
    expect(outcome.onFailed).not.toHaveBeenCalled();
  });
});
