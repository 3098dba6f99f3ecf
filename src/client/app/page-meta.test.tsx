import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageKey } from "#shared/app/routes.ts";
import { englishMessages } from "#shared/i18n/index.ts";
import { DEFAULT_BRAND } from "#shared/i18n/locales.ts";

const app = englishMessages.app;
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
const ogDescription = () =>
  document.head.querySelector<HTMLMetaElement>('meta[property="og:description"]')?.content;

type Override = { description?: string };

/** A page at `at` using the hook (from a module loaded afresh). */
function Page({
  at,
  page,
  override,
  usePageMeta,
}: {
  at: string;
  page: PageKey;
  override?: Override;
  usePageMeta: typeof import("./page-meta.ts").usePageMeta;
}) {
  window.history.replaceState(null, "", at);
  usePageMeta(page, override);
  return null;
}

/** The hook as a page that the server rendered at `/` uses it: the module reads the served head when it loads. */
async function servedAtHome() {
  window.history.replaceState(null, "", "/");
  document.head.innerHTML =
    '<meta name="description" content="Served page"><meta property="og:description" content="Served page">';
  vi.resetModules();
  const [{ usePageMeta }, { MessagesProvider }] = await Promise.all([
    import("./page-meta.ts"),
    import("./i18n.tsx"),
  ]);
  return (at: string, page: PageKey, override?: Override) =>
    render(
      <MessagesProvider catalogue={{ brand: DEFAULT_BRAND, locale: "en", messages: englishMessages }}>
        <Page at={at} page={page} override={override} usePageMeta={usePageMeta} />
      </MessagesProvider>,
    );
}

describe("usePageMeta", () => {
  beforeEach(() => {
    document.title = "";
  });
  afterEach(() => {
    document.head.innerHTML = "";
  });

  it("names the page in the title wherever the app goes", async () => {
    const show = await servedAtHome();
    show("/about", "about");
    expect(document.title).toBe(app.meta.titleTemplate(app.meta.pages.about.title));
  });

  it("keeps the served page's description, and gives a page the app shows none it does not know", async () => {
    const show = await servedAtHome();
    show("/", "home").unmount();
    expect(description()).toBe("Served page");
    show("/about", "about").unmount();
    expect(description()).toBeUndefined();
    expect(ogDescription()).toBeUndefined();
    show("/", "home").unmount();
    expect(description()).toBe("Served page");
    expect(ogDescription()).toBe("Served page");
  });

  it("describes a page by its data when it has some", async () => {
    const show = await servedAtHome();
    show("/design/1", "design", { description: "A bright flat." });
    expect(description()).toBe("A bright flat.");
    expect(ogDescription()).toBe("A bright flat.");
  });
});
