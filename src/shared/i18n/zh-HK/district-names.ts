import type { HkDistrict } from "../../matching/districts.ts";

/** 香港十八區的中文名稱：表格、篩選和地圖都用這些名字（中文名稱本身已夠短）。 */
export const DISTRICT_NAMES_ZH_HK: Record<HkDistrict, string> = {
  "Central and Western": "中西區",
  "Wan Chai": "灣仔",
  Eastern: "東區",
  Southern: "南區",
  "Yau Tsim Mong": "油尖旺",
  "Sham Shui Po": "深水埗",
  "Kowloon City": "九龍城",
  "Wong Tai Sin": "黃大仙",
  "Kwun Tong": "觀塘",
  "Kwai Tsing": "葵青",
  "Tsuen Wan": "荃灣",
  "Tuen Mun": "屯門",
  "Yuen Long": "元朗",
  North: "北區",
  "Tai Po": "大埔",
  "Sha Tin": "沙田",
  "Sai Kung": "西貢",
  Islands: "離島",
};
