import { apiRequest } from "../api.ts";

/** PUT /api/push/subscriptions: this browser's subscription, for as long as this session lasts. */
export async function savePushSubscription(subscription: PushSubscription): Promise<void> {
  await apiRequest("PUT", "/api/push/subscriptions", subscription.toJSON());
}
