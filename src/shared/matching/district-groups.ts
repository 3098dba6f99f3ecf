import type { HkDistrict } from "./districts.ts";

/**
 * The districts in the three areas Hong Kong reads itself by (the cost guide's district groups, issue 22 §2).
 * The Islands district counts in the New Territories, as the Government's own areas count it: on its own it
 * would seldom reach the guide's minimum of independent requests (docs/decisions.md).
 */
export const DISTRICT_GROUPS = {
  "Hong Kong Island": ["Central and Western", "Wan Chai", "Eastern", "Southern"],
  Kowloon: ["Yau Tsim Mong", "Sham Shui Po", "Kowloon City", "Wong Tai Sin", "Kwun Tong"],
  "New Territories": [
    "Kwai Tsing",
    "Tsuen Wan",
    "Tuen Mun",
    "Yuen Long",
    "North",
    "Tai Po",
    "Sha Tin",
    "Sai Kung",
    "Islands",
  ],
} as const satisfies Record<string, readonly HkDistrict[]>;
export type DistrictGroup = keyof typeof DISTRICT_GROUPS;
export const DISTRICT_GROUP_NAMES = Object.keys(DISTRICT_GROUPS) as DistrictGroup[];

/** The area a district is in. */
export function districtGroupOf(district: HkDistrict): DistrictGroup {
  const group = DISTRICT_GROUP_NAMES.find((name) =>
    (DISTRICT_GROUPS[name] as readonly HkDistrict[]).includes(district),
  );
  if (!group) throw new Error(`District ${district} is in no group`);
  return group;
}
