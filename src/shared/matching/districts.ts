/** Hong Kong's 18 districts (District Council areas), where homes are and where designers work. */
export const HK_DISTRICTS = [
  "Central and Western",
  "Wan Chai",
  "Eastern",
  "Southern",
  "Yau Tsim Mong",
  "Sham Shui Po",
  "Kowloon City",
  "Wong Tai Sin",
  "Kwun Tong",
  "Kwai Tsing",
  "Tsuen Wan",
  "Tuen Mun",
  "Yuen Long",
  "North",
  "Tai Po",
  "Sha Tin",
  "Sai Kung",
  "Islands",
] as const;
export type HkDistrict = (typeof HK_DISTRICTS)[number];
