import { displayName } from "#shared/auth/display.ts";
import type { DesignStyle } from "#shared/designs/constants.ts";
import type { HkDistrict } from "#shared/matching/districts.ts";
import type { Db } from "../db/client.ts";
import { type PageDataLookup, previewDescription, previewImagePath } from "../web/page-head.ts";
import { designerStructuredData } from "../web/structured-data.ts";
import { bioForReader, findVettedDesigner } from "./profiles.ts";
import { designerRating } from "./reviews.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A designer's page head names the designer; an unknown or un-vetted one is a 404 page. */
export function designerPageData(db: Db): PageDataLookup {
  return async (page) => {
    if (page.route.key !== "designerProfile") return undefined;
    const id = page.pathname.split("/")[2] ?? "";
    // The profile and the rating only: the page itself loads the portfolio and reviews.
    const designer = UUID.test(id) ? await findVettedDesigner(db, id) : null;
    if (!designer) return null;
    const { user, profile } = designer;
    const name = displayName(user);
    const { bio } = bioForReader(profile, page.locale);
    const summary = {
      id,
      name,
      profileImageUrl: user.profileImageUrl,
      bio,
      specialties: profile.specialties as DesignStyle[],
      districts: profile.districts as HkDistrict[],
      rating: await designerRating(db, id),
    };
    return {
      title: name,
      ...(bio ? { description: previewDescription(bio) } : {}),
      ...(user.profileImageUrl ? { imagePath: previewImagePath(user.profileImageUrl), imageAlt: name } : {}),
      structuredData: designerStructuredData(summary, page),
    };
  };
}
