import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_STATE_ID, type RenderPage } from "#shared/app/page-render.ts";
import { SIGNED_IN_HINT_COOKIE } from "#shared/auth/user.ts";
import { buildApp } from "../app.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { signedInUser } from "../test-support/users.ts";
import { createPageRendering } from "./page-render.ts";

/*
 * The server's half of issue 20's rendering: which navigations are rendered, with what the page's render is
 * given (language, who is signed in, the app's own answers) and how its data travels in the HTML. The render
 * itself is the client's (src/client/entry-server.tsx, checked in Chromium by e2e/server-rendered.spec.ts);
 * here a stand-in reports what it received.
 */

const STAND_IN = `
let renders = 0;
export async function renderPage(input) {
  renders += 1;
  const answer = await input.fetchApi("/api/featured-designs");
  const who = input.currentUser ? input.currentUser.email : "visitor";
  return {
    html: "<main>" + input.locale + "|" + who + "|" + answer.status + "|" + (await answer.json()).length + "</main>",
    icons: '<svg id="icon-symbols"><symbol id="icon-menu"></symbol></svg>',
    state: { url: input.url, note: "</script><script>alert(1)</script><!--", words: "word ".repeat(400), renders },
    key: input.url.includes("no-key") ? "" : "same data",
  };
}
`;

const THEME_CODE = 'document.documentElement.classList.toggle("dark", true);';

let t: TestApp;
let web: Awaited<ReturnType<typeof buildApp>>;
let folder: string;

beforeAll(async () => {
  t = await createTestApp();
  folder = mkdtempSync(join(tmpdir(), "nestmatch-render-"));
  mkdirSync(join(folder, "client"));
  mkdirSync(join(folder, "server"));
  writeFileSync(
    join(folder, "client", "index.html"),
    '<!doctype html><html lang="en"><head><!--app-head--><script src="/theme-init.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(folder, "client", "theme-init.js"), THEME_CODE);
  writeFileSync(join(folder, "server", "entry-server.js"), STAND_IN);
  web = await buildApp({
    config: t.config,
    database: t.database,
    storage: t.storage,
    clientDir: join(folder, "client"),
  });
});

afterAll(async () => {
  await web.close();
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const root = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];
const stateText = (html: string) =>
  new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">(.*?)</script>`, "s").exec(html)?.[1];

describe("server-rendered pages", () => {
  it("puts a public page's markup in the root, its icons and data beside it, where no text can close the element", async () => {
    const answer = await web.inject({ url: "/designs?style=Modern" });
    expect(answer.statusCode).toBe(200);
    expect(root(answer.body)).toBe("<main>en|visitor|200|0</main>");
    expect(answer.body).toContain(
      '<main>en|visitor|200|0</main></div><svg id="icon-symbols"><symbol id="icon-menu"></symbol></svg><script',
    );
    const text = stateText(answer.body) ?? "";
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toMatchObject({
      url: "/designs?style=Modern",
      note: "</script><script>alert(1)</script><!--",
    });
    expect(answer.headers["cache-control"]).toBe("no-cache");
  });

  it("compresses a page, which is a route of its own", async () => {
    const answer = await web.inject({ url: "/designers/some-one", headers: { "accept-encoding": "br" } });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.rawPayload).toString("utf8")).toContain(
      "<main>en|visitor|200|0</main>",
    );
  });

  it("carries the theme script inline, the one inline script its CSP allows by hash", async () => {
    const answer = await web.inject({ url: "/about" });
    expect(answer.body).toContain(`<script id="theme-init">${THEME_CODE}</script>`);
    expect(answer.body).not.toContain('src="/theme-init.js"');
    const hash = createHash("sha256").update(THEME_CODE).digest("base64");
    expect(answer.headers["content-security-policy"]).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it("keeps a visitor's page whole while its data is the same, never a signed-in person's", async () => {
    const renders = async (headers: Record<string, string> = {}, url = "/how-it-works") => {
      const answer = await web.inject({ url, headers });
      const body =
        answer.headers["content-encoding"] === "br"
          ? brotliDecompressSync(answer.rawPayload).toString("utf8")
          : answer.body;
      return (JSON.parse(stateText(body) ?? "{}") as { renders: number }).renders;
    };
    const first = await renders();
    expect(await renders()).toBe(first);
    expect(await renders({ "accept-encoding": "br" })).toBe(first);
    // Another address, or a page its render could not key, is its own.
    expect(await renders({}, "/terms")).toBeGreaterThan(first);
    const unkeyed = await renders({}, "/terms?no-key");
    expect(await renders({}, "/terms?no-key")).toBeGreaterThan(unkeyed);
    const client = await signedInUser(t, "client");
    const cookie = `${client.cookie}; ${SIGNED_IN_HINT_COOKIE}=1`;
    const signedIn = await renders({ cookie });
    expect(signedIn).toBeGreaterThan(first);
    expect(await renders({ cookie })).toBeGreaterThan(signedIn);
  });

  it("renders in the address's language and reads the API in it", async () => {
    const answer = await web.inject({ url: "/about?lang=zh-HK" });
    expect(root(answer.body)).toBe("<main>zh-HK|visitor|200|0</main>");
    expect(answer.body).toContain('<html lang="zh-HK">');
  });

  it("leaves signed-in areas to the browser", async () => {
    for (const url of ["/dashboard", "/dashboard/forms", "/profile", "/design-request"]) {
      const answer = await web.inject({ url });
      expect(root(answer.body), url).toBe("");
      expect(stateText(answer.body), url).toBeUndefined();
    }
  });

  it("renders a public page for the person signed in, whom no shared cache may keep", async () => {
    const client = await signedInUser(t, "client");
    const cookie = `${client.cookie}; ${SIGNED_IN_HINT_COOKIE}=1`;
    const designs = await web.inject({ url: "/designs", headers: { cookie } });
    expect(root(designs.body)).toBe(`<main>en|${client.user.email}|200|0</main>`);
    expect(designs.headers["cache-control"]).toBe("private, no-cache");
    // `/` is their dashboard, which the browser renders.
    const home = await web.inject({ url: "/", headers: { cookie } });
    expect(root(home.body)).toBe("");
  });

  it("renders for a visitor whose session has ended", async () => {
    const answer = await web.inject({
      url: "/",
      headers: { cookie: `nm_session=gone; ${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(root(answer.body)).toBe("<main>en|visitor|200|0</main>");
  });
});

describe("a visitor's page rendered once while its data is the same", () => {
  // The app as the rendering sees it: its in-process answers, which the test changes at will.
  let featured = "[]";
  let reads = 0;
  const app = {
    inject: async () => {
      reads += 1;
      return {
        statusCode: 200,
        rawPayload: Buffer.from(featured),
        headers: { "content-type": "application/json" },
      };
    },
  } as unknown as FastifyInstance;
  let renders = 0;
  const renderPage: RenderPage = async (input) => {
    renders += 1;
    const answer = await input.fetchApi("/api/featured-designs");
    const designs = (await answer.json()) as unknown[];
    return {
      html: `<main>${designs.length}</main>`,
      icons: "",
      state: { designs },
      key: `designs ${designs.length}`,
    };
  };
  const rendering = createPageRendering(app, {
    catalogues: {} as never,
    brand: "Nestmatch",
    loadRenderPage: async () => renderPage,
  });
  const visit = (cookies: Record<string, string> = {}) =>
    rendering({ url: "/designs?style=Modern", cookies, headers: {} } as unknown as FastifyRequest, "en");

  it("reads the answers again but renders only when one of them changed, and never reuses a signed-in page", async () => {
    const first = await visit();
    expect(first?.html).toBe("<main>0</main>");
    expect(await visit()).toBe(first);
    expect({ renders, reads }).toEqual({ renders: 1, reads: 2 });

    featured = '[{"id":"a"}]';
    expect((await visit())?.html).toBe("<main>1</main>");
    expect(renders).toBe(2);

    await visit({ [SIGNED_IN_HINT_COOKIE]: "1" });
    await visit({ [SIGNED_IN_HINT_COOKIE]: "1" });
    expect(renders).toBe(4);
  });
});
