import type { pageHeadsEn } from "../en/page-heads.ts";

/** 伺服器寫入頁首、供搜尋器及連結預覽讀取的資料；瀏覽器不會顯示，所以網頁不必下載。 */
export const pageHeadsZhHk = (brand: string): ReturnType<typeof pageHeadsEn> => ({
  keywords: "香港室內設計, 室內設計師, 香港裝修, 住宅設計, 單位室內設計, 設計師配對",
  imageAlt: `${brand}：為香港家居配對室內設計師`,
  descriptions: {
    home: `${brand}在2個工作天內為香港業主配對經審核的室內設計師。瀏覽設計、提交你的需求，打造理想家居。`,
    landing: `告訴我們你的空間、預算及喜歡的風格，${brand}會在2個工作天內為你介紹合適而經審核的室內設計師。`,
    designs: "探索為香港住宅單位、村屋及辦公室而設的室內設計。可按風格及HK$預算篩選，找出你喜歡的設計。",
    design: "由平台上經審核的設計師創作的室內設計，附預算、風格及相片。",
    howItWorks: "提交設計需求、查看為你配對的設計師，然後展開裝修：一步一步了解配對如何運作。",
    about: `${brand}的成立原因、我們的信念，以及我們如何協助香港業主找到合適的室內設計師。`,
    forDesigners: `加入${brand}，接觸正在尋找像你一樣的設計師的香港業主。了解加入流程及我們對設計師的要求。`,
    forClients:
      "正計劃在香港裝修或佈置新居？只需提交一次需求，即可認識配合你的風格及預算、經審核的室內設計師。",
    privacy: `${brand}如何按照香港《個人資料（私隱）條例》收集、使用及保護你的個人資料。`,
    terms: `規管業主及室內設計師使用${brand}的條款。`,
    cookies: `${brand}使用哪些Cookie及本機儲存空間，以及使用的原因。`,
    contact: `對你的項目、帳戶或刊登設計有任何疑問？歡迎於星期一至星期五上午9時至下午6時聯絡${brand}團隊。`,
    adminAccess: "供管理員登入。",
    signIn: `登入你的${brand}帳戶。`,
    signUp: `免費建立${brand}帳戶，提交設計需求並認識經審核的設計師。`,
    forgotPassword: "索取連結以設定新密碼。",
    resetPassword: "為你的帳戶設定新密碼。",
    signOut: "確認你要登出。",
    designerProfile: `${brand}上經審核的室內設計師：作品集、擅長風格、服務地區及評價。`,
    designerDirectory: "香港經審核的室內設計師：按服務地區、風格、使用語言、一般預算及評分尋找合適的設計師。",
    costGuide:
      "香港室內設計要花多少錢：按物業類型、項目類型及地區劃分的每平方呎設計費及預算，來自真實的設計需求及建議書。",
    notFound: "此頁面不存在。",
  },
});
