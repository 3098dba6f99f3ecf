import type { DesignStyle } from "../../designs/constants.ts";
import type { designsEn } from "../en/designs.ts";
import { groupedInteger } from "../numbers.ts";

const n = groupedInteger;

/** 設計風格：篩選、標籤、設計需求及設計師專長均用這些字。 */
export const designStyleLabelsZh = {
  Modern: "現代",
  Scandinavian: "北歐",
  Minimalist: "極簡",
  Industrial: "工業風",
  Japanese: "日式",
  Traditional: "傳統",
  Contemporary: "當代",
  Smart: "智能家居",
} satisfies Record<DesignStyle, string>;

/** 預算級距的簡寫：'HK$10萬'、'HK$110萬'。 */
const wan = (amount: number) => `HK$${n(Number((amount / 10_000).toFixed(1)))}萬`;

/** 公開設計目錄的用字：瀏覽頁、設計卡片及設計頁。 */
export const designsZhHk = (brand: string): ReturnType<typeof designsEn> => ({
  styleLabels: designStyleLabelsZh,
  browse: {
    title: "瀏覽設計",
    subtitle: `${brand}經審核設計師的室內設計作品，涵蓋香港住宅單位、獨立屋及開放式單位。按風格及預算篩選，找出你喜歡的設計。`,
    featured: "精選設計",
    featuredText: "由我們精心挑選的設計師作品。",
    all: "全部設計",
    results: (count: number) => `共${n(count)}個設計`,
    empty: "沒有設計符合你目前的篩選條件。",
    loadingMore: "正在載入更多設計…",
    end: "你已看過所有設計。",
    loadError: "未能載入設計，請再試一次。",
    retry: "再試一次",
  },
  filters: {
    label: "篩選",
    search: "搜尋設計",
    searchPlaceholder: "按標題、描述或風格搜尋",
    style: "風格",
    allStyles: "所有風格",
    budget: "預算",
    anyBudget: "不限預算",
    overTop: "HK$300萬以上",
    band: (min: number, max: number) => `${wan(min)} - ${wan(max)}`,
    customRange: "自訂預算範圍",
    minK: "最低（以HK$千計）",
    maxK: "最高（以HK$千計）",
    noLimit: "不設上限",
    sort: "按價格排序",
    sortNone: "最新優先",
    sortAsc: "價格：由低至高",
    sortDesc: "價格：由高至低",
    reset: "重設篩選",
  },
  card: {
    open: (title: string) => `查看設計：${title}`,
    moreStyles: (count: number) => `+${count}`,
    budgetNotSpecified: "未註明預算",
    from: (min: string) => `${min}起`,
    by: (name: string) => `設計師：${name}`,
  },
  carousel: {
    previous: "上一張圖片",
    next: "下一張圖片",
    goTo: (index: number) => `顯示第${index}張圖片`,
    counter: (index: number, total: number) => `${index} / ${total}`,
    imageAlt: (title: string, index: number, total: number) => `${title}（第${index}張，共${total}張）`,
    unavailable: "未能顯示圖片",
    none: "暫無圖片",
    region: "圖片輪播",
    roleDescription: "輪播",
    slide: "投影片",
    position: (index: number, total: number) => `第${index}張圖片，共${total}張`,
  },
  saved: {
    title: "已收藏設計",
    subtitle: "你收藏起來的設計。可以分享給你的設計師作參考。",
    save: (title: string) => `收藏「${title}」`,
    unsave: (title: string) => `從已收藏設計中移除「${title}」`,
    empty: "你尚未收藏任何設計。",
    emptyHint: "在任何設計上按心形圖示，即可把它收藏在這裏。",
    browse: "瀏覽設計",
    useAsInspiration: "用作設計參考",
    inspirationHint: (max: number) => `以你收藏的設計（最多${max}個）開始一項設計需求。`,
    signInTitle: "登入即可收藏設計",
    signInText: "免費建立帳戶，收藏你喜歡的設計。",
    failed: "未能更新你的收藏",
    failedText: "請再試一次。",
  },
  detail: {
    back: "返回設計列表",
    budget: "預算",
    styles: "風格",
    designer: "設計師",
    cta: "提交設計需求",
    ctaText: "喜歡這個設計？告訴我們你的空間，我們會在2個工作天內為你配對能實現這種風格的設計師。",
    notFound: "找不到設計",
    notFoundText: "此設計可能已被移除，或連結不完整。",
    thumbnails: "選擇圖片",
    moreAboutDesigner: "了解這位設計師",
    findSimilar: "尋找風格相近的設計師",
  },
});
