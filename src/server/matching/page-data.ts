import { displayName } from "#shared/auth/display.ts";
import type { Db } from "../db/client.ts";
import type { PageDataLookup } from "../web/page-head.ts";
import { findVettedDesigner } from "./profiles.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PREVIEW_DESCRIPTION_LENGTH = 200;

/** A designer's page head names the designer; an unknown or un-vetted one is a 404 page. */
export function designerPageData(db: Db): PageDataLookup {
  return async (route, pathname) => {
    if (route.key !== "designerProfile") return undefined;
    const id = pathname.split("/")[2] ?? "";
    // Only the name and bio: the page itself loads the portfolio and reviews.
    const designer = UUID.test(id) ? await findVettedDesigner(db, id) : null;
    if (!designer) return null;
    const bio = designer.profile.bio.trim();
    return {
      title: displayName(designer.user),
      ...(bio
        ? {
            description:
              bio.length > PREVIEW_DESCRIPTION_LENGTH
                ? `${bio.slice(0, PREVIEW_DESCRIPTION_LENGTH - 1).trimEnd()}…`
                : bio,
          }
        : {}),
    };
  };
}
