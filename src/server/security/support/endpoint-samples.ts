import { TEST_PASSWORD } from "../../test-support/users.ts";
import { type Actor, PORTFOLIO_ITEM, PROPOSAL, REQUEST, REQUEST_EDIT, type World } from "./world.ts";

/** How one endpoint is normally used: by whom, on which of the world's data, with what. */
export interface EndpointSample {
  /** "METHOD /api/path/:param", as the app's route table names it. */
  route: string;
  /** Who calls it in normal use (on their own data). */
  as: Actor;
  url: (w: World) => string;
  /** A JSON body the server accepts; its text fields are where injections go. */
  body?: (w: World) => Record<string, unknown>;
  /** The query parameters it reads. */
  query?: readonly string[];
  /** A multipart upload: the files' field name, and any text fields. */
  upload?: { field: string; fields?: Record<string, string> };
  /** Its 2xx answer does not show the fields it stored, so it cannot be checked for them. */
  silent?: true;
}

const PASSWORD_CHANGE = { currentPassword: TEST_PASSWORD, newPassword: "a different long secret" };
const REAUTH = { currentPassword: TEST_PASSWORD };
/** A passkey's answer of the right shape whose signature proves nothing. */
const PASSKEY_ANSWER = {
  id: "AAAAAAAAAAAAAAAAAAAAAA",
  rawId: "AAAAAAAAAAAAAAAAAAAAAA",
  type: "public-key",
  response: { clientDataJSON: "e30", attestationObject: "oA", authenticatorData: "AA", signature: "AA" },
  clientExtensionResults: {},
};
const NO_PASSKEY = "00000000-0000-4000-8000-00000000a11c";
const NEW_IMAGE_STATE = JSON.stringify([{ isMain: true, isExisting: false, existingUrl: null, order: 0 }]);
const DESIGNER_PROFILE = {
  bioEn: "Small flats made calm.",
  bioZh: "小單位，也可以住得舒泰。",
  yearsExperience: 8,
  specialties: ["Minimalist"],
  districts: ["Wan Chai"],
  propertyTypes: ["Apartment"],
  budgetMin: 200_000,
  budgetMax: 800_000,
};
const CONTACT = {
  name: "Mei Chan",
  email: "mei@example.com",
  companyName: "Harbour Homes",
  mobileNumber: "+852 9123 4567",
  subject: "Other",
  customSubject: "Partnership",
  message: "We would like to list our showrooms.",
};

/** A browser's subscription of the right shape (no push is ever sent in the suite: nothing stores one). */
const PUSH_SUBSCRIPTION = {
  endpoint: "https://fcm.googleapis.com/fcm/send/security-suite",
  expirationTime: null,
  keys: {
    p256dh: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
    auth: "BTBZMqHH6r4Tts7J_aSIgg",
  },
};

/**
 * Every API endpoint and a normal use of it: the attack families derive their attacks from this
 * table, and the suite fails when the app serves an endpoint the table does not name.
 */
export const ENDPOINT_SAMPLES: readonly EndpointSample[] = [
  { route: "GET /api/openapi.json", as: "anonymous", url: () => "/api/openapi.json" },
  { route: "GET /api/login", as: "anonymous", url: () => "/api/login", query: ["returnTo", "mode"] },
  { route: "GET /api/logout", as: "anonymous", url: () => "/api/logout" },
  {
    route: "POST /api/auth/register",
    as: "anonymous",
    url: () => "/api/auth/register",
    body: () => ({
      firstName: "Wing",
      lastName: "Chan",
      email: "new.client@example.com",
      password: "a long secret",
    }),
  },
  {
    route: "POST /api/auth/login",
    as: "anonymous",
    url: () => "/api/auth/login",
    body: (w) => ({ email: w.target.user.email, password: TEST_PASSWORD }),
  },
  { route: "POST /api/auth/logout", as: "anonymous", url: () => "/api/auth/logout" },
  { route: "GET /api/auth/user", as: "clientA", url: () => "/api/auth/user" },
  { route: "GET /api/auth/sessions", as: "clientA", url: () => "/api/auth/sessions" },
  { route: "DELETE /api/auth/sessions/:id", as: "clientA", url: (w) => `/api/auth/sessions/${w.sessionA}` },
  { route: "POST /api/auth/sessions/end-others", as: "changer", url: () => "/api/auth/sessions/end-others" },
  { route: "GET /api/auth/sign-ins", as: "clientA", url: () => "/api/auth/sign-ins" },
  // The second factor: the sign-in's second step (a pending cookie the attacker lacks) and the owner's settings.
  {
    route: "POST /api/auth/second-factor",
    as: "anonymous",
    url: () => "/api/auth/second-factor",
    body: () => ({ totp: "123456" }),
  },
  {
    route: "POST /api/auth/second-factor/passkey/options",
    as: "anonymous",
    url: () => "/api/auth/second-factor/passkey/options",
  },
  {
    route: "POST /api/auth/second-factor/passkey",
    as: "anonymous",
    url: () => "/api/auth/second-factor/passkey",
    body: () => ({ response: PASSKEY_ANSWER }),
  },
  { route: "GET /api/auth/security", as: "clientA", url: () => "/api/auth/security" },
  {
    route: "POST /api/auth/security/totp",
    as: "clientA",
    url: () => "/api/auth/security/totp",
    body: () => REAUTH,
    silent: true,
  },
  {
    route: "POST /api/auth/security/totp/confirm",
    as: "clientA",
    url: () => "/api/auth/security/totp/confirm",
    body: () => ({ code: "123456" }),
  },
  {
    route: "DELETE /api/auth/security/totp",
    as: "clientA",
    url: () => "/api/auth/security/totp",
    body: () => REAUTH,
  },
  {
    route: "POST /api/auth/security/passkeys/options",
    as: "clientA",
    url: () => "/api/auth/security/passkeys/options",
    body: () => REAUTH,
    silent: true,
  },
  {
    route: "POST /api/auth/security/passkeys",
    as: "clientA",
    url: () => "/api/auth/security/passkeys",
    body: () => ({ name: "Laptop", response: PASSKEY_ANSWER }),
  },
  {
    route: "PATCH /api/auth/security/passkeys/:id",
    as: "clientA",
    url: () => `/api/auth/security/passkeys/${NO_PASSKEY}`,
    body: () => ({ name: "Phone" }),
  },
  {
    route: "DELETE /api/auth/security/passkeys/:id",
    as: "clientA",
    url: () => `/api/auth/security/passkeys/${NO_PASSKEY}`,
    body: () => REAUTH,
  },
  {
    route: "POST /api/auth/security/recovery-codes",
    as: "clientA",
    url: () => "/api/auth/security/recovery-codes",
    body: () => REAUTH,
    silent: true,
  },
  {
    route: "DELETE /api/auth/security/second-factor",
    as: "clientA",
    url: () => "/api/auth/security/second-factor",
    body: () => REAUTH,
  },
  {
    route: "DELETE /api/admin/users/:id/second-factor",
    as: "admin",
    url: (w) => `/api/admin/users/${w.designerB.user.id}/second-factor`,
  },
  {
    route: "POST /api/auth/password",
    as: "changer",
    url: () => "/api/auth/password",
    body: () => PASSWORD_CHANGE,
    silent: true,
  },
  {
    route: "POST /api/auth/password-reset",
    as: "anonymous",
    url: () => "/api/auth/password-reset",
    body: (w) => ({ email: w.target.user.email }),
    silent: true,
  },
  {
    route: "POST /api/auth/password-reset/confirm",
    as: "anonymous",
    url: () => "/api/auth/password-reset/confirm",
    body: () => ({ token: "t".repeat(43), password: "a different long secret" }),
  },
  {
    route: "POST /api/admin/bypass-login",
    as: "anonymous",
    url: () => "/api/admin/bypass-login",
    body: (w) => ({ email: w.target.user.email, password: TEST_PASSWORD }),
  },
  { route: "GET /api/user/profile", as: "clientA", url: () => "/api/user/profile" },
  {
    route: "PATCH /api/user/profile",
    as: "clientA",
    url: () => "/api/user/profile",
    body: () => ({
      firstName: "Ada",
      lastName: "Victim",
      phoneNumber: "+852 9000 0000",
      address: "1 Queen's Road",
    }),
  },
  {
    route: "PUT /api/user/profile/photo",
    as: "clientA",
    url: () => "/api/user/profile/photo",
    upload: { field: "photo" },
  },
  { route: "DELETE /api/user/profile/photo", as: "clientA", url: () => "/api/user/profile/photo" },
  { route: "GET /api/user/export", as: "clientA", url: () => "/api/user/export" },
  {
    route: "PUT /api/user/locale",
    as: "anonymous",
    url: () => "/api/user/locale",
    body: () => ({ locale: "zh-HK" }),
  },
  {
    route: "POST /api/contact",
    as: "anonymous",
    url: () => "/api/contact",
    body: () => CONTACT,
    silent: true,
  },
  {
    route: "GET /api/portfolio",
    as: "anonymous",
    url: () => "/api/portfolio",
    query: ["q", "style", "band", "minBudget", "maxBudget", "sort", "page", "pageSize"],
  },
  { route: "GET /api/featured-designs", as: "anonymous", url: () => "/api/featured-designs" },
  { route: "GET /api/site/claims", as: "anonymous", url: () => "/api/site/claims" },
  { route: "GET /api/portfolio/:id", as: "anonymous", url: (w) => `/api/portfolio/${w.designA}` },
  { route: "GET /api/saved-designs", as: "clientA", url: () => "/api/saved-designs" },
  { route: "PUT /api/saved-designs/:id", as: "clientA", url: (w) => `/api/saved-designs/${w.designA}` },
  { route: "DELETE /api/saved-designs/:id", as: "clientA", url: (w) => `/api/saved-designs/${w.designA}` },
  { route: "POST /api/portfolio", as: "designerA", url: () => "/api/portfolio", body: () => PORTFOLIO_ITEM },
  {
    route: "PATCH /api/portfolio/:id",
    as: "designerA",
    url: (w) => `/api/portfolio/${w.designA}`,
    body: () => PORTFOLIO_ITEM,
  },
  { route: "DELETE /api/portfolio/:id", as: "designerA", url: (w) => `/api/portfolio/${w.designA}` },
  {
    route: "PATCH /api/portfolio/:id/featured",
    as: "admin",
    url: (w) => `/api/portfolio/${w.designA}/featured`,
    body: () => ({ isFeatured: true }),
  },
  {
    route: "POST /api/portfolio/:id/images",
    as: "designerA",
    url: (w) => `/api/portfolio/${w.designA}/images`,
    upload: { field: "images" },
  },
  {
    route: "PUT /api/portfolio/:id/images",
    as: "designerA",
    url: (w) => `/api/portfolio/${w.designA}/images`,
    upload: { field: "images", fields: { imageState: NEW_IMAGE_STATE } },
  },
  { route: "GET /api/designer/portfolio", as: "designerA", url: () => "/api/designer/portfolio" },
  { route: "POST /api/forms", as: "clientA", url: () => "/api/forms", body: () => REQUEST },
  {
    route: "GET /api/forms",
    as: "admin",
    url: () => "/api/forms",
    query: ["q", "status", "client", "page", "pageSize"],
  },
  { route: "GET /api/forms/summary", as: "admin", url: () => "/api/forms/summary" },
  {
    route: "GET /api/forms/export.csv",
    as: "admin",
    url: () => "/api/forms/export.csv",
    query: ["q", "status", "client"],
  },
  { route: "GET /api/forms/due", as: "admin", url: () => "/api/forms/due", query: ["limit"] },
  { route: "GET /api/client/forms", as: "clientA", url: () => "/api/client/forms" },
  { route: "GET /api/forms/:id", as: "clientA", url: (w) => `/api/forms/${w.requestA}` },
  { route: "GET /api/client/forms/:id", as: "clientA", url: (w) => `/api/client/forms/${w.requestA}` },
  {
    route: "PUT /api/forms/:id",
    as: "clientA",
    url: (w) => `/api/forms/${w.requestA}`,
    body: () => REQUEST_EDIT,
  },
  {
    route: "PATCH /api/forms/:id",
    as: "clientA",
    url: (w) => `/api/forms/${w.requestA}`,
    body: () => REQUEST_EDIT,
  },
  {
    route: "PATCH /api/forms/:id",
    as: "admin",
    url: (w) => `/api/forms/${w.requestA}`,
    body: () => ({ status: "confirmed" }),
  },
  { route: "DELETE /api/forms/:id", as: "clientA", url: (w) => `/api/forms/${w.requestA}` },
  {
    route: "POST /api/forms/:id/images",
    as: "clientA",
    url: (w) => `/api/forms/${w.requestA}/images`,
    upload: { field: "images" },
  },
  {
    route: "GET /api/forms/:id/images/:imageId",
    as: "clientA",
    url: (w) => `/api/forms/${w.requestA}/images/${w.requestImageA}`,
  },
  {
    route: "DELETE /api/forms/:id/images/:imageId",
    as: "clientA",
    url: (w) => `/api/forms/${w.requestA}/images/${w.requestImageA}`,
  },
  {
    route: "GET /api/forms/:id/suggestions",
    as: "admin",
    url: (w) => `/api/forms/${w.requestA}/suggestions`,
  },
  {
    route: "GET /api/admin/users",
    as: "admin",
    url: () => "/api/admin/users",
    query: ["role", "q", "hidden", "page", "pageSize"],
  },
  { route: "DELETE /api/admin/users/:id", as: "admin", url: (w) => `/api/admin/users/${w.clientB.user.id}` },
  {
    route: "DELETE /api/admin/users/:id/hard",
    as: "admin",
    url: (w) => `/api/admin/users/${w.clientB.user.id}/hard`,
  },
  {
    route: "POST /api/admin/users/:id/reactivate",
    as: "admin",
    url: (w) => `/api/admin/users/${w.clientB.user.id}/reactivate`,
  },
  {
    route: "GET /api/admin/designers/:id/portfolio",
    as: "admin",
    url: (w) => `/api/admin/designers/${w.designerA.user.id}/portfolio`,
  },
  {
    route: "POST /api/admin/designers",
    as: "admin",
    url: () => "/api/admin/designers",
    body: () => ({
      email: "new.designer@example.com",
      firstName: "Nat",
      lastName: "Ho",
      phoneNumber: "+852 9000 1111",
    }),
  },
  {
    route: "GET /api/admin/contact-messages",
    as: "admin",
    url: () => "/api/admin/contact-messages",
    query: ["page", "pageSize"],
  },
  {
    route: "GET /api/admin/analytics/funnel",
    as: "admin",
    url: () => "/api/admin/analytics/funnel",
    query: ["from", "to", "district", "propertyType"],
  },
  {
    route: "GET /api/admin/analytics/first-introduction",
    as: "admin",
    url: () => "/api/admin/analytics/first-introduction",
    query: ["from", "to", "district", "propertyType"],
  },
  {
    route: "GET /api/admin/analytics/designers",
    as: "admin",
    url: () => "/api/admin/analytics/designers",
    query: ["from", "to", "district", "propertyType"],
  },
  {
    route: "GET /api/admin/analytics/demand",
    as: "admin",
    url: () => "/api/admin/analytics/demand",
    query: ["from", "to", "district", "propertyType"],
  },
  { route: "GET /api/cost-guide", as: "anonymous", url: () => "/api/cost-guide" },
  { route: "GET /api/designer/credentials", as: "designerA", url: () => "/api/designer/credentials" },
  {
    route: "POST /api/designer/credentials",
    as: "designerA",
    url: () => "/api/designer/credentials",
    upload: {
      field: "document",
      fields: {
        kind: "insurance",
        reference: "POL-1",
        insurer: "Harbour Mutual",
        expiresOn: `${new Date().getUTCFullYear() + 2}-06-30`,
      },
    },
    silent: true,
  },
  {
    route: "GET /api/credentials/:id/document",
    as: "designerA",
    url: (w) => `/api/credentials/${w.credentialA}/document`,
  },
  { route: "GET /api/admin/credentials", as: "admin", url: () => "/api/admin/credentials", query: ["state"] },
  {
    route: "POST /api/admin/credentials/:id/reject",
    as: "admin",
    url: (w) => `/api/admin/credentials/${w.credentialA}/reject`,
    body: () => ({ reason: "The number on the certificate cannot be read." }),
  },
  {
    route: "POST /api/admin/credentials/:id/verify",
    as: "admin",
    url: (w) => `/api/admin/credentials/${w.credentialA}/verify`,
    body: () => ({}),
  },
  {
    route: "POST /api/forms/:id/review/photos",
    as: "clientA",
    url: (w) => `/api/forms/${w.requestDone}/review/photos`,
    upload: { field: "photos" },
  },
  { route: "GET /api/reviews/:id/photos/:photo", as: "anonymous", url: (w) => w.reviewPhotoUrlA },
  {
    route: "GET /api/admin/deliveries",
    as: "admin",
    url: () => "/api/admin/deliveries",
    query: ["page", "pageSize", "state"],
  },
  {
    // The world sends no mail through the queue (no SMTP_URL): the retry of a delivery it has not.
    route: "POST /api/admin/deliveries/:id/retry",
    as: "admin",
    url: () => "/api/admin/deliveries/00000000-0000-4000-8000-0000000000d1/retry",
  },
  {
    route: "GET /api/admin/designers/:id/profile",
    as: "admin",
    url: (w) => `/api/admin/designers/${w.designerA.user.id}/profile`,
  },
  {
    route: "PATCH /api/admin/designers/:id/vetting",
    as: "admin",
    url: (w) => `/api/admin/designers/${w.designerA.user.id}/vetting`,
    body: () => ({ isVetted: true }),
  },
  {
    route: "PATCH /api/admin/reviews/:id",
    as: "admin",
    url: (w) => `/api/admin/reviews/${w.reviewA}`,
    body: () => ({ isHidden: false }),
  },
  {
    route: "GET /api/designers",
    as: "anonymous",
    url: () => "/api/designers",
    query: ["q", "district", "styles", "languages", "budget", "minRating", "sort", "page", "pageSize"],
  },
  { route: "GET /api/designers/:id", as: "anonymous", url: (w) => `/api/designers/${w.designerA.user.id}` },
  { route: "GET /api/designer/profile", as: "designerA", url: () => "/api/designer/profile" },
  {
    route: "PUT /api/designer/profile",
    as: "designerA",
    url: () => "/api/designer/profile",
    body: () => DESIGNER_PROFILE,
  },
  { route: "GET /api/forms/:id/review", as: "clientA", url: (w) => `/api/forms/${w.requestDone}/review` },
  {
    route: "POST /api/forms/:id/review",
    as: "clientA",
    url: (w) => `/api/forms/${w.requestDone}/review`,
    body: () => ({ rating: 4, text: "Calm and on time." }),
  },
  { route: "GET /api/notifications", as: "clientA", url: () => "/api/notifications" },
  { route: "GET /api/live/events", as: "clientA", url: () => "/api/live/events" },
  {
    route: "POST /api/notifications/read",
    as: "clientA",
    url: () => "/api/notifications/read",
    body: (w) => ({ ids: [w.notificationA] }),
  },
  { route: "GET /api/push/key", as: "clientA", url: () => "/api/push/key" },
  {
    route: "PUT /api/push/subscriptions",
    as: "clientA",
    url: () => "/api/push/subscriptions",
    body: () => PUSH_SUBSCRIPTION,
  },
  {
    route: "POST /api/push/unsubscribe",
    as: "clientA",
    url: () => "/api/push/unsubscribe",
    body: () => ({ endpoint: PUSH_SUBSCRIPTION.endpoint }),
  },
  {
    route: "POST /api/forms/:id/introductions",
    as: "admin",
    url: (w) => `/api/forms/${w.requestA}/introductions`,
    body: (w) => ({ designerIds: [w.designerB.user.id] }),
  },
  {
    route: "GET /api/forms/:id/introductions",
    as: "clientA",
    url: (w) => `/api/forms/${w.requestMatched}/introductions`,
  },
  { route: "GET /api/forms/:id/history", as: "admin", url: (w) => `/api/forms/${w.requestMatched}/history` },
  {
    route: "GET /api/forms/:id/screened-messages",
    as: "admin",
    url: (w) => `/api/forms/${w.requestMatched}/screened-messages`,
  },
  {
    route: "POST /api/forms/:id/withdraw",
    as: "clientA",
    url: (w) => `/api/forms/${w.requestMatched}/withdraw`,
  },
  {
    route: "POST /api/forms/:id/complete",
    as: "clientA",
    url: (w) => `/api/forms/${w.requestMatched}/complete`,
  },
  { route: "GET /api/designer/introductions", as: "designerA", url: () => "/api/designer/introductions" },
  {
    route: "GET /api/designer/introductions/:id",
    as: "designerA",
    url: (w) => `/api/designer/introductions/${w.introductionA}`,
  },
  {
    route: "POST /api/designer/introductions/:id/accept",
    as: "designerA",
    url: (w) => `/api/designer/introductions/${w.introductionA}/accept`,
    body: () => PROPOSAL,
    silent: true,
  },
  {
    route: "POST /api/designer/introductions/:id/decline",
    as: "designerA",
    url: (w) => `/api/designer/introductions/${w.introductionA}/decline`,
    body: () => ({ reason: "fully_booked", note: "Booked until March." }),
  },
  {
    route: "PUT /api/designer/introductions/:id/proposal",
    as: "designerA",
    url: (w) => `/api/designer/introductions/${w.introductionA}/proposal`,
    body: () => PROPOSAL,
    silent: true,
  },
  {
    route: "POST /api/introductions/:id/choose",
    as: "clientA",
    url: (w) => `/api/introductions/${w.introductionA}/choose`,
  },
  {
    route: "GET /api/introductions/:id/messages",
    as: "clientA",
    url: (w) => `/api/introductions/${w.introductionA}/messages`,
  },
  {
    route: "POST /api/introductions/:id/messages",
    as: "clientA",
    url: (w) => `/api/introductions/${w.introductionA}/messages`,
    body: () => ({ body: "When can you visit?" }),
  },
];
