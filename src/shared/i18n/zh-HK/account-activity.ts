import type { accountActivityEn } from "../en/account-activity.ts";

/** 登入紀錄、已登入的瀏覽器（個人資料）及新瀏覽器登入通知電郵。 */
export const accountActivityZhHk = (brand: string): ReturnType<typeof accountActivityEn> => ({
  sessions: {
    title: "已登入的裝置",
    text: "目前登入你帳戶的所有瀏覽器。如有不認識的，請將其登出，然後更改密碼。",
    thisBrowser: "此瀏覽器",
    signedInAt: (when: string) => `登入於 ${when}`,
    lastSeen: (when: string) => `最後使用 ${when}`,
    end: "登出",
    endLabel: (device: string) => `登出 ${device}`,
    ended: "該瀏覽器已登出。",
    endOthers: "登出所有其他瀏覽器",
    endedOthers: "所有其他瀏覽器已登出。",
    onlyThis: "沒有其他瀏覽器登入。",
    loadFailed: "未能載入登入狀態，請再試一次。",
    notFound: "該登入狀態已經結束。",
  },
  history: {
    title: "最近的登入",
    text: "你帳戶最近 20 次登入，最新的在前。有新瀏覽器登入時，我們會以電郵通知你。",
    newBrowser: "新瀏覽器",
    empty: "暫未有登入紀錄。",
    loadFailed: "未能載入登入紀錄，請再試一次。",
  },
  device: {
    unknown: "不明瀏覽器",
    on: (browser: string, os: string) => `${os} 上的 ${browser}`,
    kinds: { desktop: "電腦", mobile: "手機", tablet: "平板電腦", other: "裝置" },
  },
  methods: {
    password: "密碼",
    "password+totp": "密碼及驗證器驗證碼",
    "password+passkey": "密碼及通行密鑰",
    "password+recovery-code": "密碼及備用碼",
  },
  mail: {
    newBrowserSubject: `你的 ${brand} 帳戶有新的登入`,
    newBrowserBody: (device: string, when: string, link: string) =>
      [
        `你的 ${brand} 帳戶剛剛在一個從未使用過的瀏覽器登入：`,
        "",
        `  ${device}`,
        `  ${when}（香港時間）`,
        "",
        "如果這是你本人，你無需做任何事。",
        "",
        `如果不是，請立即更改密碼，並登出你不認識的瀏覽器：${link}`,
      ].join("\n"),
    dateTime: "yyyy年M月d日 HH:mm",
  },
});
