import { formatHkd } from "../../../designs/money.ts";
import type { suggestionsEn } from "../../en/matching/suggestions.ts";
import { groupedInteger } from "../../numbers.ts";

const n = groupedInteger;

/** 'A'、'A及B'、'A、B及C'。 */
function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join("、")}及${items.at(-1)}`;
}

const budgetRange = (min: number | null, max: number | null) =>
  max === null ? `${formatHkd(min ?? 0)}起` : `${formatHkd(min ?? 0)}–${formatHkd(max)}`;

/** 為需求推薦設計師，以及管理員選擇轉介對象的用字。 */
export const suggestionsZhHk = (_brand: string): ReturnType<typeof suggestionsEn> => ({
  reasons: {
    specialises: (styles: readonly string[]) => `擅長${listWords(styles)}風格`,
    portfolioShows: (styles: readonly string[]) => `作品集包含${listWords(styles)}風格`,
    noStyleMatch: "擅長風格及作品集均沒有相符的風格",
    budgetFits: (min: number | null, max: number | null) => `一般預算${budgetRange(min, max)}，與此需求相符`,
    budgetOverlaps: (min: number | null, max: number | null) =>
      `一般預算${budgetRange(min, max)}，與此需求只有部分重疊`,
    budgetAbove: (min: number | null, max: number | null) => `一般預算${budgetRange(min, max)}，高於此需求`,
    budgetBelow: (min: number | null, max: number | null) => `一般預算${budgetRange(min, max)}，低於此需求`,
    worksIn: (district: string) => `服務地區包括${district}`,
    notIn: (district: string) => `服務地區不包括${district}`,
    propertyType: (type: string) => `承接${type}項目`,
    openIntroductions: (count: number) => (count === 0 ? "沒有進行中的轉介" : `有${n(count)}項進行中的轉介`),
  },
  picker: {
    title: "推薦設計師",
    intro: "按此需求排序的經審核設計師。請選擇1至3位作轉介。",
    loading: "正在尋找設計師…",
    failed: "未能載入推薦。",
    empty: "暫未有經審核的設計師。審核設計師的簡介後，推薦便會在這裏顯示。",
    score: (score: number) => `配對度${score}%`,
    select: (name: string) => `轉介${name}`,
    alreadyIntroduced: "已轉介",
    profile: "簡介及作品集",
    profileOf: (name: string) => `${name}的簡介及作品集（在新分頁開啟）`,
    limitHint: (left: number) =>
      left === 1 ? "你可再為此需求轉介1位設計師。" : `你最多可為此需求轉介${n(left)}位設計師。`,
    chosen: (count: number, left: number) => `已選${n(count)}位，最多${n(left)}位`,
    find: "尋找設計師",
    close: "關閉",
    send: "發出轉介",
    sending: "發送中…",
    sentTitle: "已發出轉介",
    sentText: (count: number) => `已轉介${n(count)}位設計師，此需求現為「已配對」狀態。`,
    failedTitle: "未能發出轉介",
    failedText: "發出轉介時發生錯誤。",
    years: (years: number) => `${n(years)}年經驗`,
    budget: budgetRange,
  },
  introduced: {
    title: "已轉介的設計師",
    statuses: {
      pending: "等待回覆",
      accepted: "已接受",
      declined: "已婉拒",
      chosen: "獲選",
      passed: "未獲選",
      withdrawn: "已撤回",
      expired: "逾時未回覆",
    },
    declineReasons: {
      fully_booked: "設計師目前檔期已滿",
      budget: "設計師認為預算與工程範圍不相符",
      outside_district: "設計師不在此地區提供服務",
      style: "並非設計師擅長的風格",
      project_type: "設計師不承接這類項目",
      other: "其他原因",
    },
    declineNote: (note: string) => `「${note}」`,
  },
});
