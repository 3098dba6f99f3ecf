import type { UserRole } from "#shared/auth/roles.ts";

export interface ProtectedEndpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  /** Roles that pass the rights check (they may still get 400/404 for the sample payload). */
  allowed: readonly UserRole[];
  payload?: object;
}

const everyone: UserRole[] = ["admin", "designer", "client"];

/** Every endpoint that needs a signed-in user; each issue adds its own. */
export const PROTECTED_ENDPOINTS: ProtectedEndpoint[] = [
  { method: "GET", url: "/api/auth/user", allowed: everyone },
  { method: "POST", url: "/api/auth/password", allowed: everyone, payload: {} },
  { method: "GET", url: "/api/user/profile", allowed: everyone },
  { method: "PATCH", url: "/api/user/profile", allowed: everyone, payload: {} },
  { method: "GET", url: "/api/saved-designs", allowed: everyone },
  { method: "PUT", url: "/api/saved-designs/00000000-0000-4000-8000-000000000000", allowed: everyone },
  { method: "DELETE", url: "/api/saved-designs/00000000-0000-4000-8000-000000000000", allowed: everyone },
];
