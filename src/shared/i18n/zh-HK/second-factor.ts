import type { secondFactorEn } from "../en/second-factor.ts";

/** 雙重驗證中伺服器亦會說的字眼（驗證及拒絕）；畫面用字另有目錄。 */
export const secondFactorZhHk = (_brand: string): ReturnType<typeof secondFactorEn> => ({
  validation: {
    codeRequired: "請輸入驗證器應用程式顯示的 6 位數字驗證碼",
    codeFormat: "驗證碼為 6 位數字",
    recoveryCodeRequired: "請輸入其中一個備用碼",
    recoveryCodeFormat: "備用碼由 10 個字母及數字組成，例如 abcde-23456",
    reauthRequired: "請輸入目前的密碼或驗證器應用程式的驗證碼",
    passkeyNameRequired: "請為通行密鑰命名",
    passkeyNameTooLong: (max: number) => `名稱請少於 ${max} 個字元`,
  },
  errors: {
    mfaRequired: "請完成第二重驗證以登入。",
    wrongCode: "驗證碼不正確。請檢查手機時間，並輸入最新的驗證碼。",
    replayedCode: "此驗證碼已使用過。請等候應用程式顯示下一個驗證碼。",
    wrongRecoveryCode: "備用碼不正確，或已使用過。",
    pendingExpired: "登入已逾時，請重新以密碼登入。",
    passkeyFailed: "無法核實通行密鑰。請再試一次，或改用其他方式登入。",
    noPasskeys: "此帳戶沒有通行密鑰。",
    noAuthenticator: "此帳戶沒有驗證器應用程式。",
    setupRequired: "請先設定第二重驗證（驗證器應用程式或通行密鑰），方可使用管理工具。",
    noPendingSetup: "請重新開始設定驗證器應用程式：先前的設定已失效。",
    passkeySetupExpired: "新增通行密鑰逾時，請再試一次。",
    passkeyAlreadyAdded: "此通行密鑰已新增。",
    lastFactor: "管理員必須保留第二重驗證：請先新增另一種方式，再移除這一種。",
    passkeyNotFound: "找不到通行密鑰",
    notEnabled: "此帳戶未設定第二重驗證。",
    ownReset: "請在個人資料頁更改你自己的第二重驗證。",
  },
});
