import type { HkDistrict } from "../../matching/districts.ts";
import type { ReplyTimeBucket } from "../../matching/reply-time.ts";
import { profilesEn } from "./matching/profiles.ts";

/**
 * Words of matching that public pages show too: districts and designer profiles (the directory, a designer's
 * page). The rest of matching is signed-in only (matchingWorkspaceEn).
 */
export const matchingPublicEn = (brand: string) => ({
  /** Hong Kong's 18 districts, as the request form, designer profiles and suggestions show them. */
  districtLabels: {
    "Central and Western": "Central and Western",
    "Wan Chai": "Wan Chai",
    Eastern: "Eastern",
    Southern: "Southern",
    "Yau Tsim Mong": "Yau Tsim Mong",
    "Sham Shui Po": "Sham Shui Po",
    "Kowloon City": "Kowloon City",
    "Wong Tai Sin": "Wong Tai Sin",
    "Kwun Tong": "Kwun Tong",
    "Kwai Tsing": "Kwai Tsing",
    "Tsuen Wan": "Tsuen Wan",
    "Tuen Mun": "Tuen Mun",
    "Yuen Long": "Yuen Long",
    North: "North",
    "Tai Po": "Tai Po",
    "Sha Tin": "Sha Tin",
    "Sai Kung": "Sai Kung",
    Islands: "Islands",
  } satisfies Record<HkDistrict, string>,
  profiles: profilesEn(brand),
  /** How quickly a designer usually answers introductions (issue 22 §3), on their page and card. */
  replyTime: {
    fourHours: "Usually replies within 4 business hours",
    oneDay: "Usually replies within 1 business day",
    twoDays: "Usually replies within 2 business days",
  } satisfies Record<ReplyTimeBucket, string>,
});
