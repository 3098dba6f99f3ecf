import type { pushEn } from "../en/push.ts";

/** 裝置上推送通知的用字：個人資料及通知鈴的開關，以及 API 的拒絕訊息。 */
export const pushZhHk = (_brand: string): ReturnType<typeof pushEn> => ({
  title: "此裝置上的通知",
  description: "在此裝置上收到新訊息、轉介及建議書，以及業主作出選擇的通知。",
  bellHint: "在此裝置上通知我",
  bellOff: "停止在此裝置上通知我",
  turnOn: "開啟",
  turnOff: "關閉",
  on: "此瀏覽器已開啟通知。登出後會自動關閉。",
  off: "此瀏覽器未開啟通知。",
  blocked: "此瀏覽器已封鎖本網站的通知：請先在瀏覽器的網站設定中允許，再在這裏開啟。",
  unsupported: "此瀏覽器不能顯示網頁的通知。如使用iPhone或iPad，請先把網站加到主畫面。",
  turnedOn: "此裝置已開啟通知",
  turnedOff: "此裝置已關閉通知",
  failed: "未能開啟通知，請再試一次。",
  validation: {
    endpoint: "瀏覽器的推送地址不屬於已知的推送服務",
    keys: "瀏覽器的推送密鑰無效",
  },
});
