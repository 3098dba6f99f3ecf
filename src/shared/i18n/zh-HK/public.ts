import type { PublicMessages } from "../public.ts";
import { appZhHk } from "./app.ts";
import { designsZhHk } from "./designs.ts";
import { matchingPublicZhHk } from "./matching.ts";
import { trustZhHk } from "./trust.ts";

/** 外殼及公開頁面的用字（public.ts 的中文版）。 */
export function createPublicChineseMessages(brand: string): PublicMessages {
  return {
    app: appZhHk(brand),
    designs: designsZhHk(brand),
    matching: matchingPublicZhHk(brand),
    trust: trustZhHk(brand),
  };
}
