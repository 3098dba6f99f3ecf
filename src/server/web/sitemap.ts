import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import type { FastifyInstance, FastifyReply } from "fastify";
import {
  ErrorLevel,
  type IndexItem,
  SitemapIndexStream,
  type SitemapItemLoose,
  SitemapStream,
} from "sitemap";
import { LOCALES } from "#shared/i18n/locales.ts";
import type { Db } from "../db/client.ts";
import { languageAlternates, pageUrl } from "./page-addresses.ts";
import {
  LISTED_PAGES,
  SECTIONS,
  type SectionName,
  type SitemapPage,
  sectionFiles,
  sectionPages,
} from "./sitemap-sections.ts";

/**
 * Pages per file of a section. The protocol allows 50,000 addresses a file and each page is listed
 * once per language; 10,000 pages (about 10 MB) keeps an answer near a second of work.
 */
export const SITEMAP_PAGES_PER_FILE = 10_000;
/** Crawlers fetch a sitemap now and then; each answer is real work, so nobody may ask in a loop. */
const ANSWERS_PER_MINUTE = { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } };

const SECTION_FILE = /^(designs|designers)-([1-9]\d{0,5})\.xml$/;

export interface SitemapOptions {
  db: Db;
  publicUrl: string;
  /** Pages per file of a section; smaller in tests. */
  pagesPerFile?: number;
}

/**
 * `/sitemap.xml` is an index of the files: the public pages, then the vetted designers and the
 * designs, cut into files the protocol allows, each page with its address in every language.
 */
export async function sitemapRoutes(app: FastifyInstance, options: SitemapOptions): Promise<void> {
  const { db, publicUrl, pagesPerFile = SITEMAP_PAGES_PER_FILE } = options;
  const fileUrl = (name: string) => new URL(`/sitemaps/${name}.xml`, publicUrl).href;

  app.get("/sitemap.xml", ANSWERS_PER_MINUTE, async (_request, reply) => {
    const files: IndexItem[] = [{ url: fileUrl("pages") }];
    for (const name of Object.keys(SECTIONS) as SectionName[]) {
      const lastmods = await sectionFiles(db, name, pagesPerFile);
      lastmods.forEach((lastmod, i) => {
        files.push({ url: fileUrl(`${name}-${i + 1}`), lastmod: lastmod.toISOString() });
      });
    }
    return sendXml(reply, Readable.from(files).pipe(new SitemapIndexStream({ level: ErrorLevel.THROW })));
  });

  app.get("/sitemaps/pages.xml", (_request, reply) => sendXml(reply, urlset(LISTED_PAGES)));

  app.get<{ Params: { file: string } }>("/sitemaps/:file", ANSWERS_PER_MINUTE, async (request, reply) => {
    const [, name, file] = SECTION_FILE.exec(request.params.file) ?? [];
    if (!name || !file) return reply.callNotFound();
    const pages = await sectionPages(db, name as SectionName, Number(file), pagesPerFile);
    if (pages.length === 0) return reply.callNotFound();
    return sendXml(reply, urlset(pages));
  });

  function urlset(pages: Iterable<SitemapPage>): Readable {
    function* entries(): Generator<SitemapItemLoose> {
      for (const page of pages) {
        const links = languageAlternates(publicUrl, page.path).map(({ hreflang, url }) => ({
          lang: hreflang,
          url,
        }));
        for (const locale of LOCALES)
          yield {
            url: pageUrl(publicUrl, page.path, locale),
            links,
            ...(page.lastmod ? { lastmod: page.lastmod.toISOString() } : {}),
          };
      }
    }
    const xml = new SitemapStream({
      level: ErrorLevel.THROW,
      xmlns: { xhtml: true, news: false, image: false, video: false },
    });
    return Readable.from(entries()).pipe(xml);
  }
}

/**
 * Sent whole rather than streamed: the writer makes a chunk per address, and compressing tens of
 * thousands of small chunks costs seconds; a file is bounded, so one buffer is cheap.
 */
async function sendXml(reply: FastifyReply, xml: Readable): Promise<FastifyReply> {
  const body = await text(xml);
  return reply
    .type("application/xml; charset=utf-8")
    .header("cache-control", "public, max-age=3600")
    .send(body);
}
