import { apiRequest } from "../../app/api.ts";
import { designKeys } from "../../app/query-keys.ts";
import { accountPath, useAccountChange } from "./account-change.ts";

/** DELETE /api/admin/users/:id for a designer: their portfolio goes with the account. */
export const useDeleteDesigner = () =>
  useAccountChange((id) => apiRequest("DELETE", accountPath(id)), [designKeys.all]);
