import { apiRequest } from "../../app/api.ts";
import { requestKeys } from "../../app/query-keys.ts";
import { accountPath, useAccountChange } from "./account-change.ts";

/** DELETE /api/admin/users/:id/hard: the client's requests go with the account. */
export const useHardDeleteClient = () =>
  useAccountChange((id) => apiRequest("DELETE", `${accountPath(id)}/hard`), [requestKeys.all]);
