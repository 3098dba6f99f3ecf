import type { z } from "zod";
import type { currentUserSchema } from "./responses.ts";

// Types only: every page loads this file, and must not load zod for it.
/** The signed-in user as GET /api/auth/user answers it (spec 1 §3). */
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * A cookie scripts may read, set and cleared with the session cookie: it says only that a session may
 * exist, so a visitor's page need not ask the server who is signed in (and log a 401 for the answer).
 */
export const SIGNED_IN_HINT_COOKIE = "nm_signed_in";

export const LOGIN_PATH = "/api/login";
/** The sign-in screen that /api/login leads to. */
export const SIGN_IN_PATH = "/sign-in";
export const SIGN_UP_PATH = "/sign-up";
export const LOGOUT_PATH = "/api/logout";
/** Where LOGOUT_PATH leads a sign-out that another site started: a screen that asks first. */
export const SIGN_OUT_PATH = "/sign-out";

/** The login endpoint that brings the user back to `returnTo` afterwards. */
export function loginUrl(returnTo?: string, mode?: "signup"): string {
  const params = new URLSearchParams();
  if (returnTo) params.set("returnTo", returnTo);
  if (mode) params.set("mode", mode);
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

/** The sign-in screen, remembering where to go afterwards. */
export function signInPath(returnTo?: string): string {
  return returnTo && returnTo !== "/" ? `${SIGN_IN_PATH}?${new URLSearchParams({ returnTo })}` : SIGN_IN_PATH;
}
