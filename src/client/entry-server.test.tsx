// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { PageRenderInput } from "#shared/app/page-render.ts";
import type { Design } from "#shared/designs/design.ts";
import { createAllMessages } from "#shared/i18n/catalogues.ts";
import { renderPage } from "./entry-server.tsx";
import { testDesign } from "./test-support/design-fixture.ts";

/*
 * The server's render of a public page (issue 20): the markup comes from the data read for it, and a page
 * rendered before is reused only while everything it depends on is the same.
 */

const messages = createAllMessages("Nestmatch");
const ID = "7a0c3d1e-2b4f-4c8a-9e6d-0f1e2d3c4b5a";

function design(title: string): Design {
  return testDesign({ id: ID, title });
}

function input(url: string, answer: () => unknown, locale: "en" | "zh-HK" = "en"): PageRenderInput {
  return {
    url,
    locale,
    brand: "Nestmatch",
    messages: messages[locale],
    currentUser: null,
    fetchApi: async (path) =>
      path === `/api/portfolio/${ID}`
        ? Response.json(answer())
        : new Response(JSON.stringify({ message: "Not found" }), { status: 404 }),
  };
}

describe("the server's render of a public page", () => {
  it("shows the page's data and hands the same data to the browser", async () => {
    const page = await renderPage(input(`/design/${ID}`, () => design("Sunlit Tai Koo flat")));
    expect(page.html).toContain("<h1");
    expect(page.html).toContain("Sunlit Tai Koo flat");
    const state = page.state as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    const read = state.queries.find((query) => query.queryKey.includes(ID));
    expect(read?.state.data).toMatchObject({ title: "Sunlit Tai Koo flat" });
  });

  it("renders again once the data changed, never serving the page it rendered before", async () => {
    let title = "Harbour view loft";
    const answer = () => design(title);
    const first = await renderPage(input(`/design/${ID}`, answer));
    const again = await renderPage(input(`/design/${ID}`, answer));
    expect(again.html).toBe(first.html);
    title = "Harbour view loft, renovated";
    const changed = await renderPage(input(`/design/${ID}`, answer));
    expect(changed.html).toContain("Harbour view loft, renovated");
  });

  it("keeps languages apart", async () => {
    const answer = () => design("Kennedy Town studio");
    const english = await renderPage(input(`/design/${ID}`, answer, "en"));
    const chinese = await renderPage(input(`/design/${ID}`, answer, "zh-HK"));
    expect(english.html).toContain(messages.en.designs.detail.back);
    expect(chinese.html).toContain(messages["zh-HK"].designs.detail.back);
    expect(chinese.html).not.toContain(messages.en.designs.detail.back);
  });

  it("shows a missing design or designer as not found, with that answer handed to the browser", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const noDesign = await renderPage(input(`/design/${missing}`, () => design("unused")));
    expect(noDesign.html).toContain(messages.en.designs.detail.notFound);
    expect(noDesign.html).not.toContain(messages.en.app.states.loading);
    const noDesigner = await renderPage(input(`/designers/${missing}`, () => design("unused")));
    expect(noDesigner.html).toContain(messages.en.matching.profiles.page.notFound);
    expect(noDesigner.html).not.toContain(messages.en.app.states.loading);
    const state = noDesign.state as {
      queries: { queryKey: unknown[]; state: { status: string; data: unknown } }[];
    };
    expect(state.queries.find((query) => query.queryKey.includes(missing))?.state).toMatchObject({
      status: "success",
      data: null,
    });
  });
});
