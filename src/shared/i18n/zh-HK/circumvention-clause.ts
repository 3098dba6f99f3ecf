import type { circumventionClauseEn } from "../en/circumvention-clause.ts";

/** 《服務條款》的不得規避條款：條款頁面及被隱藏聯絡資料的訊息都引用同一段文字。 */
export const circumventionClauseZhHk = (brand: string): ReturnType<typeof circumventionClauseEn> => ({
  rule: `經${brand}介紹的客戶及設計師不得規避本平台，例如為逃避須向${brand}支付的費用而協議在本平台以外合作，或利用透過本平台取得的聯絡資料接觸對方的客戶或設計師。`,
  damages: `如閣下規避${brand}，閣下同意支付算定損害賠償，金額為假若該項委聘經由本平台作出時應向${brand}支付的費用的200%。各方同意此金額屬本公司損失的真實預估，並非罰款。`,
  screening: `在客戶選定設計師之前，雙方訊息中的聯絡資料（電話號碼、電郵地址、通訊應用程式名稱、帳號及連結，以及網址）不會向對方顯示。${brand}會保存該等訊息的原文，本公司團隊可能會加以審閱。`,
});
