import { apiRequest } from "../../app/api.ts";
import { accountPath, useAccountChange } from "./account-change.ts";

/** DELETE /api/admin/users/:id/second-factor: the account's app, passkeys and recovery codes go, its sessions end. */
export const useResetSecondFactor = () =>
  useAccountChange((id) => apiRequest("DELETE", `${accountPath(id)}/second-factor`));
