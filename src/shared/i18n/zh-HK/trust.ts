import type { CredentialKind } from "../../trust/constants.ts";
import type { trustEn } from "../en/trust.ts";

const KIND_NAMES: Record<CredentialKind, string> = {
  "business-registration": "商業登記",
  "minor-works": "小型工程承建商註冊",
  insurance: "保險",
};

/** 信任證明的公開用字：已核實標記，以及評價附上的完工相片。 */
export const trustZhHk = (brand: string): ReturnType<typeof trustEn> => ({
  badges: {
    heading: "已核實的證明文件",
    kinds: KIND_NAMES,
    badge: (kind, until) => `${KIND_NAMES[kind]}已核實 · 有效期至${until}`,
    short: (kind) => `${KIND_NAMES[kind]}已核實`,
    explain: `由${brand}團隊對照文件正本核實。文件到期後，標記會自動移除。`,
    none: "尚未有已核實的文件。",
  },
  reviewPhotos: {
    label: "完工相片",
    alt: (position, total, author) =>
      `完工相片（第${position}張，共${total}張）${author ? `，來自${author}的評價` : ""}`,
  },
});
