import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import { type DehydratedState, dehydrate } from "@tanstack/react-query";
import { LRUCache } from "lru-cache";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { PageRenderInput, RenderPage, ServerFetch } from "#shared/app/page-render.ts";
import { createQueryClient, setApiTransport } from "./app/api.ts";
import { App } from "./app/app.tsx";
import { loadPageData } from "./app/page-data.ts";
import { accountKeys } from "./app/query-keys.ts";
import { iconSymbolsFor } from "./ui/icon-symbols.ts";
import sprite from "./ui/icons.svg?raw";

/*
 * The server's side of the public pages (issue 20): the app rendered to HTML with its data, which the
 * browser hydrates (main.tsx). Vite builds this file apart (dist/server); the server loads it at start.
 */

// Renders run side by side, each reading the API as its own visitor would.
const pageFetch = new AsyncLocalStorage<ServerFetch>();
setApiTransport((url) => {
  const fetchApi = pageFetch.getStore();
  if (!fetchApi) throw new Error(`${url} was read outside a page render`);
  return fetchApi(url);
});

/**
 * Pages already rendered, by everything their markup depends on: the address, the language and brand, and the
 * data read for them. Reading is cheap (the API's answers are cached); rendering a catalogue page is not, so the
 * same page with the same data is rendered once. Kept a minute at most, for what a page shows of the time.
 */
const renderedPages = new LRUCache<string, { html: string; icons: string }>({ max: 500, ttl: 60_000 });

function pageKey(url: URL, input: PageRenderInput, state: DehydratedState): string {
  const data = state.queries.map((query) => [query.queryHash, query.state.status, query.state.data]);
  const page = JSON.stringify([url.pathname, url.search, input.locale, input.brand, data]);
  return createHash("sha256").update(page).digest("base64");
}

export const renderPage: RenderPage = (input) =>
  pageFetch.run(input.fetchApi, async () => {
    const url = new URL(input.url, "http://localhost");
    const queryClient = createQueryClient();
    queryClient.setQueryData(accountKeys.currentUser, input.currentUser);
    await loadPageData(queryClient, url);
    const read = dehydrate(queryClient);
    const key = pageKey(url, input, read);
    const cached = renderedPages.get(key);
    if (cached !== undefined) return { ...cached, state: read, key };

    const catalogue = { brand: input.brand, locale: input.locale, messages: input.messages };
    const { html, complete } = await renderWhole(
      <App
        router={(routes) => <StaticRouter location={`${url.pathname}${url.search}`}>{routes}</StaticRouter>}
        queryClient={queryClient}
        catalogue={catalogue}
        fromServerHtml
      />,
    );
    const icons = iconSymbolsFor(sprite, html);
    const state = dehydrate(queryClient);
    // A page that read more while rendering, or rendered a part that failed, depends on more than its key.
    const whole = complete && state.queries.length === read.queries.length;
    if (whole) renderedPages.set(key, { html, icons });
    // A page that is not whole has no key: nothing may be kept under it.
    return { html, icons, state, key: whole ? key : "" };
  });

/**
 * The whole page once everything in it is ready (its lazy code and words): no fallbacks swapped in later
 * by inline scripts, which the CSP forbids, and a crawler or a reader without JavaScript reads it all.
 */
function renderWhole(app: ReactNode): Promise<{ html: string; complete: boolean }> {
  return new Promise((resolve, reject) => {
    let complete = true;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve({ html: Buffer.concat(chunks).toString("utf8"), complete });
        done();
      },
    });
    let failed = false;
    const stream = renderToPipeableStream(app, {
      // React streams a large finished part apart, to be put in place by an inline script; one whole page needs none.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        if (!failed) stream.pipe(sink);
      },
      onShellError: (error) => {
        failed = true;
        reject(error);
      },
      onError: (error) => {
        // A part that failed is rendered by the browser instead; the page as a whole still answers.
        complete = false;
        console.error("Page render", error);
      },
    });
  });
}
