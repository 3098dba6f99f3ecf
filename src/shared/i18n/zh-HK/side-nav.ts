import type { sideNavEn } from "../en/side-nav.ts";

/** 登入後的導覽：側邊導覽列，及手機選單中登入用戶的部分。 */
export const sideNavZhHk = (): ReturnType<typeof sideNavEn> => ({
  portal: { admin: "管理員平台", designer: "設計師平台", client: "客戶平台" },
  dashboard: "控制台",
  myProfile: "我的個人資料",
  myForms: "我的表格",
  submitRequest: "提交設計需求",
  myPortfolio: "我的作品集",
  introducedRequests: "需求",
  clientForms: "客戶表格",
  clients: "客戶",
  designers: "設計師",
  portfolio: "作品集",
  messages: "訊息",
  deliveries: "發送記錄",
  credentials: "證明文件",
  analytics: "數據分析",
  logOut: "登出",
});
