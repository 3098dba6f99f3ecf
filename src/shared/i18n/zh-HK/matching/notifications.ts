import type { DurationParts } from "../../../matching/due-time.ts";
import type { notificationsEn } from "../../en/matching/notifications.ts";
import { groupedInteger } from "../../numbers.ts";

const n = groupedInteger;

/** '2日3小時'、'5小時'、'40分鐘'：只列出最大的兩個單位。 */
function duration({ days, hours, minutes }: DurationParts): string {
  if (days > 0) return hours > 0 ? `${n(days)}日${hours}小時` : `${n(days)}日`;
  if (hours > 0) return `${hours}小時`;
  return `${Math.max(minutes, 1)}分鐘`;
}

/** 工作天計時、到期需求及通知（站內及電郵）的用字。 */
export const notificationsZhHk = (brand: string): ReturnType<typeof notificationsEn> => ({
  menu: {
    label: "通知",
    labelWithCount: (unread: number) => `通知，${n(unread)}則未讀`,
    title: "通知",
    markAllRead: "全部標示為已讀",
    empty: "你暫時未有通知。",
    loadFailed: "未能載入通知。",
    unreadMark: "未讀",
  },
  mail: {
    open: "查看",
    linkLine: (url: string) => `查看詳情：${url}`,
    footer: "你因持有本平台帳戶而收到此電郵；同一通知亦可在鈴鐺圖示的通知選單中查看。",
  },
  reminders: {
    dueSoonTitle: (client: string) => `${client}的設計需求即將到期`,
    dueSoonBody: (due: string) =>
      `此設計需求尚未轉介任何設計師，須於${due}（香港時間）前完成轉介。請在審閱台轉介設計師。`,
    answerTitle: "業主正等待你的回覆",
    answerBody: ({ district, expires }: { district: string; expires: string }) =>
      `你在一個工作天前獲轉介${district ? `一個位於${district}的` : "一個"}設計需求。請於${expires}（香港時間）前接受並提交建議書，或婉拒；逾時轉介將會過期。`,
    expiredDesignerTitle: "一項轉介已過期",
    expiredDesignerBody: (request: string) =>
      `你未於2個工作天內回覆「${request}」需求，轉介已過期，需求簡介將不再與你分享。`,
    expiredHomeownerTitle: "有設計師未及時回覆",
    expiredHomeownerBody: `轉介給你的設計需求的其中一位設計師未於2個工作天內回覆。${brand}團隊會為你轉介另一位設計師。`,
    expiredAdminTitle: (designer: string) => `${designer}未及時回覆`,
    expiredAdminBody: (request: string) =>
      `${request}：轉介在2個工作天內未獲回覆，已過期。\n\n請在審閱台轉介另一位設計師。`,
    reviewTitle: (designer: string) => `你與${designer}的項目進行得如何？`,
    reviewBody: (designer: string) =>
      `你與${designer}的項目已於一星期前完成。簡短的評價可幫助其他業主選擇，也能幫助${designer}。`,
  },
  newRequest: {
    title: (client: string) => `${client}提交了新的設計需求`,
    body: (details: { propertyType: string; projectType: string; styles: string; due: string }) =>
      `${details.propertyType}，${details.projectType}，${details.styles}。須於${details.due}（香港時間）前完成轉介。`,
  },
  due: {
    title: "即將到期及已逾期",
    description: "等待轉介的需求，最緊急的排在最前（限期為2個香港工作天）。",
    empty: "沒有等待轉介的需求。",
    overdueBy: (parts: DurationParts) => `已逾期${duration(parts)}`,
    dueIn: (parts: DurationParts) => `${duration(parts)}後到期`,
    noDueTime: "未設限期",
    overdue: "已逾期",
    dueSoon: "即將到期",
    counts: (counts: { overdue: number; dueSoon: number; total: number }) =>
      `${n(counts.overdue)}項已逾期，${n(counts.dueSoon)}項於24小時內到期，共${n(counts.total)}項等待中`,
    open: (client: string) => `打開${client}的需求`,
    showMore: "顯示更多",
    loadFailed: "未能載入到期需求。",
    dueAt: "轉介限期",
    dueAtValue: (when: string) => `${when}（香港時間）`,
  },
  validation: {
    ids: "請以編號指明通知",
    requestId: "請以編號指明需求",
  },
});
