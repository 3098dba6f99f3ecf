import { variantUrl } from "#shared/app/images.ts";
import type { Db } from "../db/client.ts";
import type { PageDataLookup } from "../web/page-head.ts";
import { getDesign } from "./service.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PREVIEW_DESCRIPTION_LENGTH = 200;

/** A design page's head shows the design itself: its title, description and main photo. */
export function designPageData(db: Db): PageDataLookup {
  return async (route, pathname) => {
    if (route.key !== "design") return undefined;
    const id = pathname.split("/")[2] ?? "";
    const design = UUID.test(id) ? await getDesign(db, id) : null;
    if (!design) return null;
    const image = design.images.find((i) => i.isMain) ?? design.images[0];
    return {
      title: design.title,
      description:
        design.description.length > PREVIEW_DESCRIPTION_LENGTH
          ? `${design.description.slice(0, PREVIEW_DESCRIPTION_LENGTH - 1).trimEnd()}…`
          : design.description,
      ...(image ? { imagePath: variantUrl(image.imageUrl, 1280, "jpg"), imageAlt: design.title } : {}),
    };
  };
}
