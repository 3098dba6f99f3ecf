import { apiRequest } from "../../app/api.ts";
import { accountPath, useAccountChange } from "./account-change.ts";

/** DELETE /api/admin/users/:id, soft (spec 2 §4): the client is hidden and can still sign in. */
export const useHideClient = () => useAccountChange((id) => apiRequest("DELETE", accountPath(id)));
