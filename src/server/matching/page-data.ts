import type { Db } from "../db/client.ts";
import type { PageDataLookup } from "../web/page-head.ts";
import { getPublicProfile } from "./profiles.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PREVIEW_DESCRIPTION_LENGTH = 200;

/** A designer's page head names the designer; an unknown or un-vetted one is a 404 page. */
export function designerPageData(db: Db): PageDataLookup {
  return async (route, pathname) => {
    if (route.key !== "designerProfile") return undefined;
    const id = pathname.split("/")[2] ?? "";
    const designer = UUID.test(id) ? await getPublicProfile(db, id, { withHidden: false }) : null;
    if (!designer) return null;
    const bio = designer.bio.trim();
    return {
      title: designer.name,
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
