import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { englishMessages } from "#shared/i18n/index.ts";
import { hydrated } from "./support/keyboard.ts";

/** Where the page's HTML is cut, and how long the rest waits: inside the phone header's buttons. */
const CUT_BEFORE = 'aria-controls="mobile-menu"';
const PAUSE_MS = 500;

/**
 * Forwards to the app, sending each page with the header in two parts with a pause between, as a slow line might
 * deliver it; everything else as it comes. `split` lists the addresses it cut.
 */
function slowHtmlFront(app: string, split: string[]): Promise<Server> {
  const front = createServer(async (request, response) => {
    const answer = await fetch(app + request.url, {
      headers: { accept: request.headers.accept ?? "*/*", "accept-encoding": "identity" },
    });
    const headers = Object.fromEntries(
      [...answer.headers].filter(
        ([name]) => !["content-length", "content-encoding", "connection", "keep-alive"].includes(name),
      ),
    );
    response.writeHead(answer.status, headers);
    const body = Buffer.from(await answer.arrayBuffer());
    const html = body.toString("utf8");
    const cut = answer.headers.get("content-type")?.startsWith("text/html") ? html.indexOf(CUT_BEFORE) : -1;
    if (cut < 0) return void response.end(body);
    split.push(request.url ?? "");
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), PAUSE_MS);
  });
  return new Promise((resolve) => front.listen(0, "127.0.0.1", () => resolve(front)));
}

test("a page whose HTML arrives in parts is first painted with its whole header, so the header does not move", async ({
  page,
  baseURL,
}) => {
  const split: string[] = [];
  const front = await slowHtmlFront(baseURL ?? "", split);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const moved: string[] = [];
      Object.assign(window, { headerShifts: moved });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { sources: { node: Node | null }[] }[]) {
          for (const { node } of entry.sources) {
            const element = node instanceof Element ? node : node?.parentElement;
            if (element?.closest("header")) moved.push(element.outerHTML.slice(0, 80));
          }
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`http://127.0.0.1:${(front.address() as AddressInfo).port}/designs`);
    await expect(page.getByRole("button", { name: englishMessages.app.nav.openMenu })).toBeVisible();
    // The app's start redraws the header, where a shift would also show.
    await hydrated(page);
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    );
    expect(split).toEqual(["/designs"]);
    expect(firstPaint, "nothing is painted before the rest of the header arrives").toBeGreaterThanOrEqual(
      PAUSE_MS,
    );
    expect(await page.evaluate(() => (window as unknown as { headerShifts: string[] }).headerShifts)).toEqual(
      [],
    );
  } finally {
    front.closeAllConnections();
    front.close();
  }
});
