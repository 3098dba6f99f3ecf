import { apiRequest } from "../api.ts";

/** POST /api/push/unsubscribe: the server stops pushing to this browser's endpoint. */
export async function removePushSubscription(endpoint: string): Promise<void> {
  await apiRequest("POST", "/api/push/unsubscribe", { endpoint });
}
