import type { requestWishesEn } from "../en/request-wishes.ts";

/** 業主希望在需求中聯絡的設計師的用字。 */
export const requestWishesZh: typeof requestWishesEn = {
  label: "希望聯絡你的設計師（選填）",
  hint: (max: number) => `最多可指定${max}位經審核設計師。如設計師切合你的需求，團隊會先邀請他們。`,
  search: "按名字搜尋經審核設計師",
  searchPlaceholder: "輸入設計師名字",
  suggestions: "相符的設計師",
  loading: "正在搜尋設計師…",
  noMatch: "沒有此名字的經審核設計師",
  remove: (name: string) => `移除${name}`,
  full: (max: number) => `你已指定${max}位設計師，這是每個需求的上限。`,
  browse: "瀏覽設計師名錄",
  invalid: "請從設計師名錄中選擇設計師",
  tooMany: (max: number) => `最多只可指定${max}位設計師`,
  notVetted: "你指定的其中一位設計師已不再在平台上提供服務。請移除該設計師後再試。",
  adminTitle: "業主希望由以下設計師聯絡",
  reason: "業主指定",
};
