import { DEFAULT_LOCALE } from "#shared/i18n/locales.ts";
import type { Db } from "../db/client.ts";
import { type PageDataLookup, previewDescription, previewImagePath } from "../web/page-head.ts";
import type { FirstPhotos } from "../web/preload-hints.ts";
import { designStructuredData } from "../web/structured-data.ts";
import { getDesign, listFeaturedDesigns } from "./service.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A design page's head shows the design itself: its title, description and main photo. */
export function designPageData(db: Db): PageDataLookup {
  return async (page) => {
    if (page.route.key !== "design") return undefined;
    const id = page.pathname.split("/")[2] ?? "";
    const design = UUID.test(id) ? await getDesign(db, id, page.locale) : null;
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

/** The photos a catalogue or design page shows first, for the page's preload hints. */
export function designFirstPhotos(db: Db): FirstPhotos {
  return {
    // Photos are the same in every language.
    featured: async (count) =>
      (await listFeaturedDesigns(db, count, DEFAULT_LOCALE)).map((design) => design.images[0]),
    design: async (id) => (await getDesign(db, id, DEFAULT_LOCALE))?.images[0],
  };
}
