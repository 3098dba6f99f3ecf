import { QueryClientProvider } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { budgetLabel } from "#shared/designs/budget-label.ts";
import type { Design } from "#shared/designs/design.ts";
import { englishMessages } from "#shared/i18n/index.ts";
import { DEFAULT_BRAND } from "#shared/i18n/locales.ts";
import { MessagesProvider } from "../../app/i18n.tsx";
import { accountKeys } from "../../app/query-keys/account-keys.ts";
import { testQueryClient } from "../../test-support/api-double.tsx";
import { testDesign } from "../../test-support/design-fixture.ts";
import { RenderedOnServerProvider } from "../../ui/rendered-on-server.tsx";
import { DesignGrid } from "./design-grid.tsx";

// Each card works out its budget line once a render: the calls count the cards' renders.
vi.mock("#shared/designs/budget-label.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#shared/designs/budget-label.ts")>();
  return { ...actual, budgetLabel: vi.fn(actual.budgetLabel) };
});

/*
 * /designs' server HTML holds 30 cards. Taking it over must not draw them all again: that was one task of
 * 280 ms on a 2-core machine, the page's total blocking time.
 */

function design(n: number): Design {
  const number = String(n).padStart(2, "0");
  return testDesign({
    id: `7a0c3d1e-2b4f-4c8a-9e6d-0f1e2d3c4b${number}`,
    title: `Harbour flat ${n}`,
    budgetMin: 300_000,
    budgetMax: 500_000,
    designer: {
      id: "1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d",
      name: "Chloe Wong",
      isVetted: true,
      rating: { average: 4.6, count: 5 },
    },
    images: ["1", "2"].map((image) => ({
      id: `0000000${image}-0000-4000-8000-0000000000${number}`,
      imageUrl: `/uploads/${n}-${image}.jpg`,
      width: 1200,
      height: 800,
      isMain: image === "1",
    })),
  });
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/** `ui` with what the app gives it, and a cache of its own (the server's, then the browser's). */
function inApp(ui: ReactNode) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(accountKeys.currentUser, null);
  return (
    <RenderedOnServerProvider initially>
      <QueryClientProvider client={queryClient}>
        <MessagesProvider catalogue={{ brand: DEFAULT_BRAND, locale: "en", messages: englishMessages }}>
          <MemoryRouter initialEntries={["/designs"]}>{ui}</MemoryRouter>
        </MessagesProvider>
      </QueryClientProvider>
    </RenderedOnServerProvider>
  );
}

/** The server's HTML of the grid, then the browser's app taking it over, as a page of the catalogue does. */
function serveThenHydrate(designs: Design[]) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(inApp(<DesignGrid designs={designs} eagerCount={2} />));
  document.body.append(container);
  vi.mocked(budgetLabel).mockClear();
  act(() => {
    root = hydrateRoot(container, inApp(<DesignGrid designs={designs} eagerCount={2} />));
  });
}

const saveButtons = () => screen.getAllByRole<HTMLButtonElement>("button", { name: /^Save Harbour flat/ });

describe("a server-rendered grid of designs", () => {
  it("draws each card once while the app takes it over, and its buttons then answer", () => {
    const designs = Array.from({ length: 6 }, (_, n) => design(n + 1));
    serveThenHydrate(designs);
    expect(vi.mocked(budgetLabel)).toHaveBeenCalledTimes(designs.length);
    expect(saveButtons()).toHaveLength(designs.length);
    expect(saveButtons().every((button) => !button.disabled)).toBe(true);
  });
});
