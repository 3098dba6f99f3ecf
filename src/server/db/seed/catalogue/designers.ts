import type { DemoDesigner } from "./types.ts";

/** The six demo studio designers; the first is the README's demo designer account. */
export const DEMO_DESIGNERS: readonly DemoDesigner[] = [
  {
    key: "chloe-wong",
    email: "chloe.wong@example.com",
    firstName: "Chloe",
    lastName: "Wong",
    phoneNumber: "+852 9168 2034",
    bioEn:
      "Chloe runs a small studio in Sheung Wan focused on calm, light-filled homes on Hong Kong Island. She trained in architecture in Melbourne and is known for making compact flats feel twice their size with built-in joinery and careful lighting.",
    bioZh:
      "Chloe在上環經營一間小型工作室，專注設計港島區寧靜、光猛的住宅。她在墨爾本修讀建築，擅長以度身訂造的傢俬和細心的燈光設計，令細小單位看起來大一倍。",
    yearsExperience: 12,
    specialties: ["Modern", "Minimalist", "Contemporary"],
    districts: ["Central and Western", "Wan Chai", "Eastern", "Southern"],
  },
  {
    key: "marcus-leung",
    email: "marcus.leung@example.com",
    firstName: "Marcus",
    lastName: "Leung",
    phoneNumber: "+852 9273 5186",
    bioEn:
      "Marcus started out fitting out bars and studios in Kwun Tong's industrial buildings before moving into homes. His work mixes raw concrete, blackened steel and warm timber, with wiring planned for smart lighting from day one.",
    yearsExperience: 9,
    specialties: ["Industrial", "Modern", "Smart"],
    districts: ["Kwun Tong", "Sham Shui Po", "Yau Tsim Mong", "Kowloon City", "Tsuen Wan"],
  },
  {
    key: "hana-tsang",
    email: "hana.tsang@example.com",
    firstName: "Hana",
    lastName: "Tsang",
    phoneNumber: "+852 9431 7720",
    bioEn:
      "Hana spent five years with a residential practice in Kyoto before opening her studio in Tai Wai. She designs quiet, natural homes around timber, paper and linen, and pays close attention to ventilation in Hong Kong's humid summers.",
    bioZh:
      "Hana曾在京都的住宅設計事務所工作五年，其後在大圍開設工作室。她以木材、和紙和麻布營造自然寧靜的家，亦特別重視香港潮濕夏天的通風。",
    yearsExperience: 11,
    specialties: ["Japanese", "Minimalist", "Scandinavian"],
    districts: ["Sha Tin", "Tai Po", "Sai Kung", "Wong Tai Sin"],
  },
  {
    key: "eric-chan",
    email: "eric.chan@example.com",
    firstName: "Eric",
    lastName: "Chan",
    phoneNumber: "+852 9352 0418",
    bioZh:
      "Eric在土瓜灣家族的酸枝傢俬工場樓上長大，至今仍與當年認識的師傅合作。他的作品把通花屏風、水磨石和嶺南細節融入舒適的當代住宅。",
    yearsExperience: 18,
    specialties: ["Traditional", "Contemporary", "Modern"],
    districts: ["Kowloon City", "Central and Western", "Yau Tsim Mong", "Southern", "Islands"],
  },
  {
    key: "vivian-lau",
    email: "vivian.lau@example.com",
    firstName: "Vivian",
    lastName: "Lau",
    phoneNumber: "+852 9586 3307",
    bioEn:
      "Vivian designs bright, practical family homes across the New Territories, from public housing flats to village houses. She loves pale oak and soft textiles, and builds in smart controls that grandparents find as easy to use as the children do.",
    bioZh:
      "Vivian為新界各區的家庭設計明亮實用的住宅，由公屋單位到村屋都有。她喜歡淺色橡木和柔軟布藝，亦會加入連爺爺嫲嫲都容易使用的智能控制。",
    yearsExperience: 7,
    specialties: ["Scandinavian", "Smart", "Minimalist"],
    districts: ["Tuen Mun", "Yuen Long", "Tsuen Wan", "Kwai Tsing", "North", "Islands"],
  },
  {
    key: "jason-ho",
    email: "jason.ho@example.com",
    firstName: "Jason",
    lastName: "Ho",
    phoneNumber: "+852 9640 8851",
    bioEn:
      "Jason worked as a systems engineer before retraining as an interior designer, and it shows in his fully automated homes. His studio in Quarry Bay balances clean contemporary lines with brick, brass and tough industrial finishes.",
    yearsExperience: 6,
    specialties: ["Smart", "Contemporary", "Industrial"],
    districts: ["Eastern", "Kwun Tong", "Sai Kung", "Wan Chai", "Sha Tin"],
  },
];
