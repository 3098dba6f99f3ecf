import type { Db } from "../db/client.ts";
import { type PageDataLookup, previewDescription, previewImagePath } from "../web/page-head.ts";
import { designStructuredData } from "../web/structured-data.ts";
import { catalogueCache } from "./catalogue-cache.ts";
import { getDesign } from "./service.ts";

/**
 * Pages' heads read the public catalogue on every page sent: they are kept with the
 * catalogue's answers (until its next change, 10 s at most), under keys of their own. What is kept is
 * shared by every request, so no reader changes it.
 */
async function kept<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  return (await catalogueCache(db)).answers.get(`page-data:${key}`, load);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A design page's head shows the design itself: its title, description and main photo. */
export function designPageData(db: Db): PageDataLookup {
  return async (page) => {
    if (page.route.key !== "design") return undefined;
    const id = page.pathname.split("/")[2] ?? "";
    const design = UUID.test(id)
      ? await kept(db, `design:${page.locale}:${id}`, () => getDesign(db, id, page.locale))
      : null;
    if (!design) return null;
    const image = design.images.find((i) => i.isMain) ?? design.images[0];
    return {
      title: design.title,
      description: previewDescription(design.description),
      ...(image ? { imagePath: previewImagePath(image.imageUrl), imageAlt: design.title } : {}),
      structuredData: designStructuredData(design, page),
    };
  };
}
