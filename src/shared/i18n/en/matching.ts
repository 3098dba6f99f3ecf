import type { HkDistrict } from "../../matching/districts.ts";
import { introductionsEn } from "./matching/introductions.ts";
import { notificationsEn } from "./matching/notifications.ts";
import { profilesEn } from "./matching/profiles.ts";
import { screeningEn } from "./matching/screening.ts";
import { suggestionsEn } from "./matching/suggestions.ts";

/** Words of matching: a request's way from submission to a chosen designer and a review. */
export const matchingEn = (brand: string) => ({
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
  notifications: notificationsEn(brand),
  suggestions: suggestionsEn(brand),
  introductions: introductionsEn(brand),
  screening: screeningEn(brand),
});
