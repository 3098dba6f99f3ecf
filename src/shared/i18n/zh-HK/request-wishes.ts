import type { requestWishesEn } from "../en/request-wishes.ts";

/** 業主希望聯絡的設計師：伺服器及審核台使用的用字（需求表格欄位的用字在設計師名錄的用字檔）。 */
export const requestWishesZh: typeof requestWishesEn = {
  invalid: "請從設計師名錄中選擇設計師",
  tooMany: (max: number) => `最多只可指定${max}位設計師`,
  notVetted: "你指定的其中一位設計師已不再在平台上提供服務。請移除該設計師後再試。",
  adminTitle: "業主希望由以下設計師聯絡",
  reason: "業主指定",
};
