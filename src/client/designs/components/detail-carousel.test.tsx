import { act, fireEvent, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { DesignImage } from "#shared/designs/design.ts";
import { englishMessages } from "#shared/i18n/index.ts";
import { DEFAULT_BRAND } from "#shared/i18n/locales.ts";
import { MessagesProvider } from "../../app/i18n.tsx";
import { RenderedOnServerProvider } from "../../ui/rendered-on-server.tsx";
import { CardCarousel } from "./card-carousel.tsx";
import { DetailCarousel } from "./detail-carousel.tsx";

/*
 * A carousel the server rendered is on screen before the app has started: a tap on it then would do
 * nothing and be lost (CI saw a browser test's "previous" tap vanish). Its buttons are disabled until the
 * page is hydrated, so neither a person nor a test can tap a button that does not answer yet.
 */

const m = englishMessages.designs.carousel;

const images: DesignImage[] = ["1", "2", "3"].map((n) => ({
  id: `0000000${n}-0000-4000-8000-000000000000`,
  imageUrl: `/uploads/${n}.jpg`,
  width: 1200,
  height: 800,
  isMain: n === "1",
}));

/** The words, and the app's word that this is the server's HTML until it has taken over. */
const withMessages = (children: ReactNode) => (
  <RenderedOnServerProvider initially>
    <MessagesProvider catalogue={{ brand: DEFAULT_BRAND, locale: "en", messages: englishMessages }}>
      {children}
    </MessagesProvider>
  </RenderedOnServerProvider>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

const buttonsDisabled = () =>
  screen.getAllByRole<HTMLButtonElement>("button", { hidden: true }).map((button) => button.disabled);

/** The server's HTML of `ui` in the page, then React taking it over as the browser's app does. */
function serveThenHydrate(ui: ReactNode) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(withMessages(ui));
  document.body.append(container);
  const asServed = buttonsDisabled();
  act(() => {
    root = hydrateRoot(container, withMessages(ui));
  });
  return asServed;
}

describe("a server-rendered carousel", () => {
  it("on a design's page: its arrows and thumbnails wait for the app, then move the photos", () => {
    const asServed = serveThenHydrate(<DetailCarousel images={images} title="Harbour flat" resetKey="a" />);
    expect(asServed).toHaveLength(5);
    expect(asServed.every(Boolean)).toBe(true);
    expect(buttonsDisabled().some(Boolean)).toBe(false);
    expect(screen.queryByText("1 / 3")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: m.previous }));
    expect(screen.queryByText("3 / 3")).not.toBeNull();
  });

  it("on a card: its arrows and dots wait for the app, then move the photos", () => {
    const asServed = serveThenHydrate(<CardCarousel images={images} title="Harbour flat" eager />);
    expect(asServed).toHaveLength(5);
    expect(asServed.every(Boolean)).toBe(true);
    expect(buttonsDisabled().some(Boolean)).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: m.next }));
    expect(screen.getByRole("button", { name: m.goTo(2) }).getAttribute("aria-current")).toBe("true");
  });
});
