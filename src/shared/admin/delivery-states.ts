/**
 * A mail's or push's way out (docs/decisions.md "Durable background work"): queued, being sent,
 * waiting to be tried again after a failed try, sent, or failed for good (an admin may retry it).
 */
export const DELIVERY_STATES = ["queued", "sending", "retrying", "sent", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
