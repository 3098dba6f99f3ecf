import type { UserRole } from "#shared/auth/roles.ts";

export interface ProtectedEndpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  /** Roles that pass the rights check (they may still get 400/404 for the sample payload). */
  allowed: readonly UserRole[];
  payload?: object;
  /** What an allowed role's answer is, when not JSON. */
  contentType?: RegExp;
}

const everyone: UserRole[] = ["admin", "designer", "client"];
const requesters: UserRole[] = ["admin", "client"];
const admins: UserRole[] = ["admin"];
const someRequest = "/api/forms/00000000-0000-4000-8000-000000000000";
const someImage = "00000000-0000-4000-8000-000000000001";
const someIntroduction = "00000000-0000-4000-8000-000000000003";
const somePortfolioItem = "/api/portfolio/00000000-0000-4000-8000-000000000002";

/** Every endpoint that needs a signed-in user; each issue adds its own. */
export const PROTECTED_ENDPOINTS: ProtectedEndpoint[] = [
  { method: "POST", url: `${someRequest}/introductions`, allowed: admins, payload: {} },
  { method: "GET", url: `${someRequest}/introductions`, allowed: requesters },
  { method: "GET", url: `${someRequest}/history`, allowed: admins },
  { method: "POST", url: `${someRequest}/complete`, allowed: requesters },
  { method: "GET", url: "/api/designer/introductions", allowed: ["designer"] },
  { method: "GET", url: `/api/designer/introductions/${someIntroduction}`, allowed: ["designer"] },
  { method: "POST", url: `/api/designer/introductions/${someIntroduction}/accept`, allowed: ["designer"] },
  { method: "POST", url: `/api/designer/introductions/${someIntroduction}/decline`, allowed: ["designer"] },
  { method: "PUT", url: `/api/designer/introductions/${someIntroduction}/proposal`, allowed: ["designer"] },
  { method: "POST", url: `/api/introductions/${someIntroduction}/choose`, allowed: requesters },
  { method: "GET", url: `/api/introductions/${someIntroduction}/messages`, allowed: everyone },
  { method: "POST", url: `/api/introductions/${someIntroduction}/messages`, allowed: everyone, payload: {} },
  { method: "GET", url: "/api/auth/user", allowed: everyone },
  { method: "POST", url: "/api/auth/password", allowed: everyone, payload: {} },
  { method: "GET", url: "/api/user/profile", allowed: everyone },
  { method: "PATCH", url: "/api/user/profile", allowed: everyone, payload: {} },
  { method: "GET", url: "/api/user/export", allowed: everyone },
  { method: "PUT", url: "/api/user/profile/photo", allowed: everyone },
  { method: "DELETE", url: "/api/user/profile/photo", allowed: everyone },
  { method: "GET", url: "/api/saved-designs", allowed: everyone },
  { method: "POST", url: "/api/forms", allowed: requesters, payload: {} },
  { method: "GET", url: "/api/client/forms", allowed: requesters },
  { method: "GET", url: someRequest, allowed: requesters },
  { method: "GET", url: "/api/client/forms/00000000-0000-4000-8000-000000000000", allowed: requesters },
  { method: "PUT", url: someRequest, allowed: requesters, payload: {} },
  { method: "PATCH", url: someRequest, allowed: requesters, payload: {} },
  { method: "DELETE", url: someRequest, allowed: requesters },
  { method: "PATCH", url: someRequest, allowed: admins, payload: { status: "confirmed" } },
  { method: "POST", url: `${someRequest}/images`, allowed: requesters },
  { method: "GET", url: `${someRequest}/images/${someImage}`, allowed: everyone },
  { method: "DELETE", url: `${someRequest}/images/${someImage}`, allowed: requesters },
  { method: "GET", url: `${someRequest}/suggestions`, allowed: admins },
  { method: "GET", url: "/api/forms", allowed: admins },
  { method: "GET", url: "/api/forms/summary", allowed: admins },
  { method: "GET", url: "/api/forms/due", allowed: admins },
  { method: "GET", url: "/api/notifications", allowed: everyone },
  { method: "POST", url: "/api/notifications/read", allowed: everyone, payload: {} },
  { method: "GET", url: "/api/forms/export.csv", allowed: admins, contentType: /text\/csv/ },
  { method: "PUT", url: "/api/saved-designs/00000000-0000-4000-8000-000000000000", allowed: everyone },
  { method: "DELETE", url: "/api/saved-designs/00000000-0000-4000-8000-000000000000", allowed: everyone },
  { method: "POST", url: "/api/portfolio", allowed: ["admin", "designer"], payload: {} },
  { method: "PATCH", url: somePortfolioItem, allowed: ["admin", "designer"], payload: {} },
  { method: "DELETE", url: somePortfolioItem, allowed: ["admin", "designer"] },
  { method: "POST", url: `${somePortfolioItem}/images`, allowed: ["admin", "designer"] },
  { method: "PUT", url: `${somePortfolioItem}/images`, allowed: ["admin", "designer"] },
  { method: "PATCH", url: `${somePortfolioItem}/featured`, allowed: admins, payload: { isFeatured: true } },
  { method: "GET", url: "/api/designer/portfolio", allowed: ["designer"] },
  { method: "GET", url: "/api/admin/users", allowed: admins },
  { method: "DELETE", url: "/api/admin/users/00000000-0000-4000-8000-000000000000", allowed: admins },
  { method: "DELETE", url: "/api/admin/users/00000000-0000-4000-8000-000000000000/hard", allowed: admins },
  {
    method: "POST",
    url: "/api/admin/users/00000000-0000-4000-8000-000000000000/reactivate",
    allowed: admins,
  },
  {
    method: "GET",
    url: "/api/admin/designers/00000000-0000-4000-8000-000000000000/portfolio",
    allowed: admins,
  },
  { method: "POST", url: "/api/admin/designers", allowed: admins, payload: {} },
  { method: "GET", url: "/api/admin/contact-messages", allowed: admins },
  { method: "GET", url: "/api/designer/profile", allowed: ["designer"] },
  { method: "PUT", url: "/api/designer/profile", allowed: ["designer"], payload: {} },
  {
    method: "GET",
    url: "/api/admin/designers/00000000-0000-4000-8000-000000000000/profile",
    allowed: admins,
  },
  {
    method: "PATCH",
    url: "/api/admin/designers/00000000-0000-4000-8000-000000000000/vetting",
    allowed: admins,
    payload: { isVetted: true },
  },
  { method: "GET", url: `${someRequest}/review`, allowed: requesters },
  { method: "POST", url: `${someRequest}/review`, allowed: ["client"], payload: { rating: 5 } },
  {
    method: "PATCH",
    url: "/api/admin/reviews/00000000-0000-4000-8000-000000000000",
    allowed: admins,
    payload: { isHidden: true },
  },
];
