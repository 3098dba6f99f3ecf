import { apiRequest } from "../../app/api.ts";
import { accountPath, useAccountChange } from "./account-change.ts";

/** POST /api/admin/users/:id/reactivate: a hidden client shows again. */
export const useReactivateClient = () =>
  useAccountChange((id) => apiRequest("POST", `${accountPath(id)}/reactivate`));
