import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type CurrentUser, signInPath } from "#shared/auth/user.ts";
import type { Design } from "#shared/designs/design.ts";
import { englishMessages } from "#shared/i18n/index.ts";
import { DEFAULT_BRAND } from "#shared/i18n/locales.ts";
import { MessagesProvider } from "../../app/i18n.tsx";
import { accountKeys, savedDesignKeys } from "../../app/query-keys.ts";
import {
  type Answer,
  type Call,
  deferred,
  stubApi,
  testQueryClient,
} from "../../test-support/api-double.tsx";
import { testDesign } from "../../test-support/design-fixture.ts";
import { currentToast, publish } from "../../ui/toast-store.ts";
import { SaveButton } from "./save-button.tsx";

const m = englishMessages.designs.saved;
const DESIGN = testDesign({ title: "Harbour flat" });
const CLIENT = { id: "0a1b2c3d-0000-4000-8000-000000000002", role: "client" } as CurrentUser;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock("../api/toggle-saved.ts");
  publish(null);
});

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

/** The heart of a design on /designs, for `user` (null: a visitor), with the saved designs the page already read. */
function renderHeart(user: CurrentUser | null, saved: Design[] = []) {
  const queryClient = testQueryClient();
  // What the page already knows stays put: only the heart's own change may read the server again.
  for (const queryKey of [accountKeys.currentUser, savedDesignKeys.all]) {
    queryClient.setQueryDefaults(queryKey, { staleTime: Number.POSITIVE_INFINITY });
  }
  queryClient.setQueryData(accountKeys.currentUser, user);
  if (user) queryClient.setQueryData(savedDesignKeys.all, saved);
  render(
    <QueryClientProvider client={queryClient}>
      <MessagesProvider catalogue={{ brand: DEFAULT_BRAND, locale: "en", messages: englishMessages }}>
        <MemoryRouter initialEntries={["/designs"]}>
          <SaveButton design={DESIGN} />
          <Location />
        </MemoryRouter>
      </MessagesProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const heart = () => screen.getByRole("button", { name: /Harbour flat/ });
const pressed = () => heart().getAttribute("aria-pressed");

/** The server: `write` answers the PUT or DELETE, `reread` the saved designs read again after it. */
function server(write: () => Answer, reread: () => Answer = () => ({ status: 200, body: [DESIGN] })) {
  return stubApi((call: Call) => (call.method === "GET" ? reread() : write()));
}

describe("the save heart", () => {
  it("saves for a signed-in user at once, before the server answers, and reads the saved designs again", async () => {
    const answer = deferred<{ status: number }>();
    const calls = server(() => answer.promise);
    renderHeart(CLIENT);
    expect(pressed()).toBe("false");
    expect(heart().getAttribute("aria-label")).toBe(m.save(DESIGN.title));

    fireEvent.click(heart());
    await waitFor(() => expect(pressed()).toBe("true"));
    expect(heart().getAttribute("aria-label")).toBe(m.unsave(DESIGN.title));
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `PUT /api/saved-designs/${DESIGN.id}`,
    ]);

    answer.resolve({ status: 204 });
    await waitFor(() => expect(calls.map(({ method }) => method)).toEqual(["PUT", "GET"]));
    await waitFor(() => expect(pressed()).toBe("true"));
    expect(currentToast()).toBeNull();
  });

  it("unsaves a saved design with DELETE", async () => {
    const calls = server(
      () => ({ status: 204 }),
      () => ({ status: 200, body: [] }),
    );
    renderHeart(CLIENT, [DESIGN]);
    expect(pressed()).toBe("true");

    fireEvent.click(heart());
    await waitFor(() => expect(pressed()).toBe("false"));
    expect(calls[0]).toMatchObject({ method: "DELETE", url: `/api/saved-designs/${DESIGN.id}` });
  });

  it("puts the heart back and says so when the server refuses the save", async () => {
    // The saved designs read again after the refusal stay unanswered: what the heart shows meanwhile is the undo.
    const reread = deferred<{ status: number; body?: unknown }>();
    const calls = server(
      () => ({ status: 500, body: { message: "Database unavailable" } }),
      () => reread.promise,
    );
    renderHeart(CLIENT);

    fireEvent.click(heart());
    await waitFor(() => expect(calls.map(({ method }) => method)).toEqual(["PUT", "GET"]));
    expect(pressed()).toBe("false");

    reread.resolve({ status: 200, body: [] });
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: m.failed,
        description: m.failedText,
        variant: "destructive",
      }),
    );
    expect(pressed()).toBe("false");
  });

  it("says the save failed when its code cannot be loaded (offline)", async () => {
    vi.doMock("../api/toggle-saved.ts", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const calls = server(() => ({ status: 204 }));
    renderHeart(CLIENT);

    fireEvent.click(heart());
    await waitFor(() => expect(currentToast()).toMatchObject({ title: m.failed, variant: "destructive" }));
    expect(pressed()).toBe("false");
    expect(calls).toEqual([]);
  });

  it("sends a visitor to sign in, back to the design afterwards, without asking the server anything", async () => {
    const calls = server(() => ({ status: 204 }));
    renderHeart(null);

    fireEvent.click(heart());
    expect(screen.getByRole("status", { name: "location" }).textContent).toBe(
      signInPath(`/design/${DESIGN.id}`),
    );
    expect(currentToast()).toMatchObject({ title: m.signInTitle, description: m.signInText });
    // Anything the click set off has had its turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(pressed()).toBe("false");
  });
});
