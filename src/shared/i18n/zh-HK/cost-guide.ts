import type { costGuideEn } from "../en/cost-guide.ts";

/** 費用指南頁面（issue 22 §2）。 */
export const costGuideZhHk = (brand: string): ReturnType<typeof costGuideEn> => ({
  title: "香港室內設計費用指南",
  subtitle: `每平方呎的設計費及工程預算，來自香港業主在 ${brand} 提交的設計需求，以及經審核設計師向他們提出的建議書。`,
  refreshed: (date: string) => `數據截至 ${date}，每日更新。`,
  notYet: "數據尚未計算，請明天再來。",
  metrics: {
    designFee: "每平方呎設計費",
    budget: "每平方呎工程預算",
  },
  metricHints: {
    designFee: "設計師就設計工作提出的收費，除以單位面積。",
    budget: "業主計劃的整體預算（設計、工程及傢俬），除以單位面積。",
  },
  overall: "所有單位",
  overallLine: (metric: string, median: string, p25: string, p75: string) =>
    `${metric}：一般為 ${median}；一半單位介乎 ${p25} 至 ${p75}。`,
  sections: {
    propertyType: "按物業類型",
    projectType: "按項目類型",
    districtGroup: "按地區",
  },
  propertyTypes: {
    Apartment: "住宅單位",
    House: "獨立屋",
    Townhouse: "連排屋",
    Commercial: "商業空間",
  },
  projectTypes: {
    "Full Design": "全屋設計",
    "Partial Design": "局部設計",
    Renovation: "翻新工程",
    "New Design": "新居設計",
  },
  districtGroups: {
    "Hong Kong Island": "香港島",
    Kowloon: "九龍",
    "New Territories": "新界及離島",
  },
  table: {
    group: "單位",
    median: "中位數",
    unit: "每平方呎港元",
    range: "中間一半單位",
  },
  perSqFt: (amount: string) => `${amount}/平方呎`,
  notShown: (min: number) => `少於 ${min} 個需求：不予顯示`,
  fromRequests: (count: number) => `${count} 個需求`,
  legend: {
    range: "中間一半單位（第 25 至第 75 百分位）",
    median: "中位數",
  },
  method: {
    title: "數據如何計算",
    items: (min: number) => [
      "每個需求以單位的平方呎面積計算。預算以業主所選範圍的中間值計算；沒有上限的最高預算由港幣 3,000,000 元起計，即其最少金額。",
      "設計費為設計師的定額收費，或其收費範圍的中間值。一個需求如有多份建議書，則取其平均值。",
      `每位業主在每個組別只計算一次，不論其在該組別提交多少個需求。少於 ${min} 位業主的組別不予顯示。`,
      "我們只顯示中位數及中間一半（第 25 至第 75 百分位），從不顯示最低或最高數字，並四捨五入至整數港元。",
    ],
  },
  privacy: {
    title: "您的私隱",
    body: "這些數字從不顯示任何人的姓名、單位或地址，而且每個組別都不會小至可指向某一個單位。指南每日重新計算。",
  },
  cta: {
    title: "準備好規劃您的家？",
    body: "只需提交一次需求，便可認識符合您預算的經審核設計師。",
    action: "提交設計需求",
  },
  loadError: "未能載入費用指南。",
  retry: "再試一次",
});
