import type { requestPhotosEn } from "../en/request-photos.ts";
import { groupedInteger } from "../numbers.ts";

const n = groupedInteger;

export const requestPhotosZh: typeof requestPhotosEn = {
  refusals: {
    notAPhoto: "未加入：此檔案不是可讀取的相片。請選擇 JPEG、PNG、WebP 或 GIF 相片。",
    heic: "未加入：這張 iPhone 相片是 HEIC 格式，此瀏覽器無法轉換。請在 iPhone 上用 Safari 從「相片」選取（會以 JPEG 傳送），或到「設定」›「相機」›「格式」選擇「最兼容」。",
    tooLarge: "未加入：相片超過10MB，請選擇較小的相片。",
    tooMany: "未加入：每個需求最多可附20張相片。",
    server: (reason: string) => `未加入：${reason}`,
  },
  partlySavedTitle: "你的需求已儲存，但部分相片未能加入",
  partlySavedText: (count: number) =>
    `下面標示的${n(count)}張相片未能加入。請移除這些相片，或改用 JPEG、PNG、WebP 或 GIF 格式重新加入，然後再次提交表格；你亦可以不附這些相片直接完成。`,
  finishWithout: (count: number) => (count === 1 ? "不附這張相片，直接完成" : "不附這些相片，直接完成"),
  partlySavedToast: "需求已儲存，但部分相片未能加入",
  notKeptWithDraft: "此瀏覽器無法把相片與草稿一併保存：如離開此頁，你需要重新加入相片。",
  current: "此需求的相片",
  currentHint: "移除相片會即時把它從需求中刪去。",
  removeCurrent: (index: number, total: number) => `移除第${n(index)}張相片（共${n(total)}張）`,
  removed: "已移除相片",
  removeFailed: "未能移除相片",
};
