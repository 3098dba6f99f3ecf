import type { answersEn } from "../en/answers.ts";
import { groupedInteger } from "../numbers.ts";

const n = groupedInteger;

/** API 本身的回覆：不屬任何範疇的錯誤，及超出上限而被拒的寫入。只有伺服器會用。 */
export const answersZhHk = (): ReturnType<typeof answersEn> => ({
  errors: {
    notFound: "找不到",
    noSuchAddress: (method: string, path: string) => `找不到 ${method} ${path}`,
    badAddress: "此網址無效。",
    addressTooLong: "此網址太長。",
    badRequest: "此要求無效。",
    unstorableText: "內容含有無法儲存的字元（NUL 字元或損壞的 Unicode 字元）。",
    malformedForm: "上載的表格格式不完整，請重新選擇檔案。",
    tooManyRequests: (minutes: number) => `要求次數過多，請於${minutes}分鐘後再試。`,
    serverError: "系統出現問題，請再試一次。",
    unavailable: "服務暫時未能使用，請稍後再試。",
    storageFull: "目前沒有空間儲存檔案，請稍後再試。",
  },
  writeLimits: {
    wait: (minutes: number) => (minutes < 60 ? `${n(minutes)}分鐘` : `${n(Math.ceil(minutes / 60))}小時`),
    requests: (wait: string) => `你在過去一小時內已提交多份設計需求，請於${wait}後再試。`,
    messages: (wait: string) => `你發送訊息的速度太快，請於${wait}後再試。`,
    images: (wait: string) => `你在過去一小時內已上載大量圖片，請於${wait}後再試。`,
    contact: (wait: string) => `今天已有大量訊息從你的網絡發出，請於${wait}後再試。`,
    signUps: (wait: string) => `過去一小時內已有多個帳戶從你的網絡建立，請於${wait}後再試。`,
  },
});
