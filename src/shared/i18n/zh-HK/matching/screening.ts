import type { ContactKind } from "../../../matching/contact-patterns.ts";
import type { screeningEn } from "../../en/matching/screening.ts";
import { circumventionClauseZhHk } from "../circumvention-clause.ts";

const KIND_WORDS: Record<ContactKind, string> = {
  phone: "電話號碼",
  email: "電郵地址",
  messaging: "通訊應用程式聯絡方式",
  link: "網址",
};
const kindList = (kinds: readonly ContactKind[]) =>
  new Intl.ListFormat("zh-HK", { type: "conjunction" }).format(kinds.map((kind) => KIND_WORDS[kind]));

/** 選定設計師前，訊息中被隱藏的聯絡資料的用字。 */
export const screeningZhHk = (brand: string): ReturnType<typeof screeningEn> => ({
  hidden: "［聯絡資料已隱藏］",
  kinds: {
    phone: "電話號碼",
    email: "電郵地址",
    messaging: "通訊應用程式",
    link: "網址",
  },
  sender: {
    hiddenFrom: (kinds, reader) => `${reader}看到的是「聯絡資料已隱藏」，而不是你寫的${kindList(kinds)}。`,
    why: {
      client: "你選定設計師後，雙方便會看到對方的聯絡資料。我們的條款訂明：",
      designer: "如業主選定你，雙方便會看到對方的聯絡資料。我們的條款訂明：",
    },
    clause: circumventionClauseZhHk(brand).rule,
    termsLink: "服務條款：不得規避",
  },
  readerNote: {
    client: "你選定設計師後，便會看到對方的聯絡資料。",
    designer: "如業主選定你，雙方便會看到對方的聯絡資料。",
  },
  warning: {
    client: (kinds) => `這看來是${kindList(kinds)}：在你選定設計師之前，對方只會看到「聯絡資料已隱藏」。`,
    designer: (kinds) => `這看來是${kindList(kinds)}：除非業主選定你，否則對方只會看到「聯絡資料已隱藏」。`,
  },
  otherSide: { client: "業主", designer: "設計師" },
  admin: {
    title: "已隱藏的聯絡資料",
    text: "在選定設計師之前發出、含有聯絡資料的訊息。對方看到的是已隱藏的版本。",
    empty: "這項需求的訊息沒有含聯絡資料。",
    from: (author, role) => `${author}（${role === "client" ? "業主" : "設計師"}）`,
    thread: (designer) => `與${designer}的對話`,
    original: "訊息原文",
    loadFailed: "未能載入已隱藏的訊息。",
  },
});
