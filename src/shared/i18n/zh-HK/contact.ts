import type { contactEn } from "../en/contact.ts";
import { groupedInteger } from "../numbers.ts";

/** 聯絡我們頁面及聯絡表格的用字。 */
export const contactZhHk = (brand: string): ReturnType<typeof contactEn> => ({
  title: "聯絡我們",
  intro: `對你的項目、帳戶，或在${brand}展示你的設計有任何疑問？歡迎留言，我們的團隊會在1個工作天內回覆。`,
  hoursTitle: "辦公時間",
  hours: "星期一至星期五，上午9時至下午6時",
  hoursNote: "香港時間，公眾假期除外。",
  emailTitle: "電郵",
  responseTitle: "回覆時間",
  responseText: "1個工作天內",
  formTitle: "給我們留言",
  fields: {
    name: "姓名",
    email: "電郵",
    companyName: "公司名稱",
    mobileNumber: "手提電話號碼",
    subject: "主題",
    customSubject: "自訂主題",
    message: "訊息",
  },
  placeholders: {
    name: "你的全名",
    email: "you@example.com",
    companyName: "你的公司名稱，或填寫「私人業主」",
    mobileNumber: "+852 9123 4567",
    subject: "選擇主題",
    customSubject: "有關甚麼事宜？",
    message: "有甚麼可以幫到你？",
  },
  subjects: {
    General: "一般查詢",
    "Advertise My Designs": "刊登我的設計",
    "Account and Profile": "帳戶及個人資料",
    Other: "其他",
  },
  submit: "發送訊息",
  sending: "發送中…",
  validation: {
    nameRequired: "請輸入姓名",
    emailRequired: "請輸入電郵",
    emailInvalid: "請輸入有效的電郵地址",
    companyNameRequired: "請輸入公司名稱",
    mobileNumberRequired: "請輸入手提電話號碼",
    mobileNumberTooShort: "手提電話號碼最少須有8位數字",
    mobileNumberInvalid: "請輸入有效的手提電話號碼",
    subjectRequired: "請選擇主題",
    customSubjectRequired: "請輸入自訂主題",
    messageRequired: "請輸入訊息",
    tooLong: (max: number) => `請把內容限制在${groupedInteger(max)}字以內`,
  },
  received: "已收到訊息",
  success: {
    title: "訊息已成功發送",
    description: "多謝你的查詢，我們會盡快回覆你。",
  },
  failure: {
    title: "發送訊息時出錯",
    fallback: "發送訊息時發生錯誤，請再試一次。",
  },
});
