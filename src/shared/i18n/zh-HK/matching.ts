import type { ReplyTimeBucket } from "../../matching/reply-time.ts";
import type { matchingPublicEn } from "../en/matching.ts";
import { DISTRICT_NAMES_ZH_HK } from "./district-names.ts";
import { profilesZhHk } from "./matching/profiles.ts";

/** 配對的用字：一項需求由提交、選定設計師以至評價的過程。 */
export const matchingPublicZhHk = (brand: string): ReturnType<typeof matchingPublicEn> => ({
  districtLabels: DISTRICT_NAMES_ZH_HK,
  profiles: profilesZhHk(brand),
  /** How quickly a designer usually answers introductions (issue 22 §3), on their page and card. */
  replyTime: {
    fourHours: "通常於 4 個辦公小時內回覆",
    oneDay: "通常於 1 個工作天內回覆",
    twoDays: "通常於 2 個工作天內回覆",
  } satisfies Record<ReplyTimeBucket, string>,
});
