/**
 * Every cached answer's key, by domain, from the general to the particular: a mutation invalidates the
 * prefix of exactly what it changed (`requestKeys.lists()` every list of requests, `requestKeys.detail(id)`
 * everything about one request). They live in app/, not in the features, because a change in one feature
 * refreshes what another shows (an introduction changes the request's status on the client's pages).
 *
 * One file per domain, so a page carries only the keys of what it shows (one shared module would bring
 * every domain's keys to the first page).
 */

export { accountKeys } from "./query-keys/account-keys.ts";
export { analyticsKeys } from "./query-keys/analytics-keys.ts";
export { contactMessageKeys } from "./query-keys/contact-message-keys.ts";
export { credentialKeys } from "./query-keys/credential-keys.ts";
export { deliveryKeys } from "./query-keys/delivery-keys.ts";
export { designKeys } from "./query-keys/design-keys.ts";
export { designerKeys } from "./query-keys/designer-keys.ts";
export { introductionKeys } from "./query-keys/introduction-keys.ts";
export { notificationKeys } from "./query-keys/notification-keys.ts";
export { pushKeys } from "./query-keys/push-keys.ts";
export { requestKeys } from "./query-keys/request-keys.ts";
export { savedDesignKeys } from "./query-keys/saved-design-keys.ts";
export { siteKeys } from "./query-keys/site-keys.ts";
export { userKeys } from "./query-keys/user-keys.ts";
