import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminDelivery } from "#shared/admin/deliveries.ts";
import type { CurrentUser } from "#shared/auth/user.ts";
import { englishMessages } from "#shared/i18n/index.ts";
import { DEFAULT_BRAND } from "#shared/i18n/locales.ts";
import { MessagesProvider } from "../app/i18n.tsx";
import { accountKeys } from "../app/query-keys.ts";
import { type Call, stubApi, testQueryClient } from "../test-support/api-double.tsx";
import { DeliveriesPage } from "./deliveries-page.tsx";

const t = englishMessages.admin.deliveries;
const FAILED: AdminDelivery = {
  id: "6b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  channel: "mail",
  kind: "password-reset",
  recipient: "mei@example.com",
  state: "failed",
  attempts: 9,
  lastError: "connect ECONNREFUSED 127.0.0.1:25",
  createdAt: "2026-11-20T02:00:00.000Z",
  updatedAt: "2026-11-20T09:00:00.000Z",
  sentAt: null,
};
const ADMIN = { id: "0a1b2c3d-0000-4000-8000-000000000001", role: "admin" } as CurrentUser;

function pageOf(items: AdminDelivery[]) {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 25,
    hasMore: false,
    failed: items.filter((item) => item.state === "failed").length,
  };
}

describe("the operator's delivery log", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a failed delivery's recipient, kind, state, tries and error, and retries it from its button", async () => {
    let retried = false;
    const calls = stubApi((call: Call) => {
      if (call.method === "POST") {
        retried = true;
        return { status: 200, body: { ...FAILED, state: "queued", lastError: null } };
      }
      return { status: 200, body: pageOf([retried ? { ...FAILED, state: "queued" } : FAILED]) };
    });
    // Signed in as an admin, as the app's first page tells it.
    const queryClient = testQueryClient();
    queryClient.setQueryDefaults(accountKeys.currentUser, { staleTime: Number.POSITIVE_INFINITY });
    queryClient.setQueryData(accountKeys.currentUser, ADMIN);
    render(
      <QueryClientProvider client={queryClient}>
        <MessagesProvider catalogue={{ brand: DEFAULT_BRAND, locale: "en", messages: englishMessages }}>
          <DeliveriesPage />
        </MessagesProvider>
      </QueryClientProvider>,
    );

    const card = (await screen.findByText(FAILED.recipient)).closest("li") as HTMLElement;
    expect(within(card).getByRole("heading", { name: t.kinds["password-reset"] })).toBeTruthy();
    expect(within(card).getByText(t.states.failed)).toBeTruthy();
    expect(within(card).getByText(t.attempts(9), { exact: false })).toBeTruthy();
    expect(within(card).getByText(FAILED.lastError ?? "")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain(t.failedCount(1));

    fireEvent.click(within(card).getByRole("button", { name: t.retryFor(FAILED.recipient) }));
    // Read again after the retry: queued (the badge beside the "Queued" time), and no button.
    await waitFor(() => expect(within(card).queryByText(t.states.failed)).toBeNull());
    expect(within(card).getAllByText(t.states.queued)).toHaveLength(2);
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([
      `/api/admin/deliveries/${FAILED.id}/retry`,
    ]);
    expect(within(card).queryByRole("button", { name: t.retryFor(FAILED.recipient) })).toBeNull();
  });
});
