// What the simulated people do: visitors browse, search and open designs with their photos; clients
// sign in, read their profile and requests and submit one; admins work the review desk and accounts.
import { setTimeout as sleep } from "node:timers/promises";
import { BUDGET_BANDS, DESIGN_STYLES, PRICE_SORTS } from "#shared/designs/constants.ts";
import type { Design, DesignPage } from "#shared/designs/design.ts";
import { totpCodeAt } from "../../src/server/auth/second-factor/totp.ts";
import { WRITE_LIMITS } from "../../src/server/lib/security/write-limits.ts";
import { validRequest } from "../../src/server/test-support/request-payload.ts";
import type { Browser } from "./browser.ts";
import { cardPhotos, DESIGN_PHOTOS_SEEN, DEVICES, designPhotos } from "./photos.ts";

export const THINK_MS = { min: 500, max: 2000 };
const SEARCH_WORDS = ["kitchen", "harbour", "studio", "loft", "bedroom", "walnut", "office", "family", "oak"];
const DESK_STATUSES = ["submitted", "confirmed", "matched"];
const DESK_SEARCHES = ["chan", "wong", "Japanese"];

const random = (min: number, max: number) => min + Math.random() * (max - min);
/** A whole number from `min` to `max`, both included. */
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const chance = (p: number) => Math.random() < p;

export interface Account {
  email: string;
  password: string;
  /** An admin's authenticator app: the sign-in sends its code. */
  totpSecret?: string;
  /** How many requests this homeowner has filed in the run. */
  filed?: number;
}

/**
 * A homeowner files at most the product's hourly limit of new requests: a run longer than 30 s made some
 * simulated people file a sixth in two minutes, which the limit rightly refused (429), and counted as errors.
 */
const mayFile = (account: Account) => (account.filed ?? 0) < WRITE_LIMITS.requests.max;

const TOTP_STEP_MS = 30_000;
/** The last 30 s step each account signed in with: a code works once, so a later sign-in takes a later step. */
const lastSteps = new Map<string, number>();

/** The code for the account's next sign-in; waits, as a person waits for the app, when both usable steps are spent. */
async function nextTotpCode(account: Account): Promise<string | undefined> {
  if (!account.totpSecret) return undefined;
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / TOTP_STEP_MS);
    const last = lastSteps.get(account.email) ?? -1;
    // The next step's code is accepted already (phones' clocks drift).
    const use = last < step ? step : last === step ? step + 1 : undefined;
    if (use !== undefined) {
      lastSteps.set(account.email, use);
      return totpCodeAt(account.totpSecret, use * TOTP_STEP_MS);
    }
    await sleep((step + 1) * TOTP_STEP_MS - now + 50);
  }
}

export interface Person {
  browser: Browser;
  /** When the run ends: no new page starts after it. */
  leaves: number;
  /** Whether the person's cookie jar holds a session, kept from one visit to the next as a browser keeps it. */
  signedIn: boolean;
}

/**
 * How often a signed-in person's visit ends with signing out (a shared family tablet, an office PC); the
 * others stay signed in, as the session cookie lets them (7 days idle for a homeowner, a 12-hour shift for
 * an admin), and their next visit starts signed in. See docs/decisions.md, "The 1,000 people's sign-ins".
 */
export const SIGN_OUT_SHARE = 0.25;

const running = (person: Person) => Date.now() < person.leaves;

/** A pause between two pages, as a person reads; false once the run is over. */
export async function think(person: Person): Promise<boolean> {
  await sleep(Math.max(0, Math.min(random(THINK_MS.min, THINK_MS.max), person.leaves - Date.now())));
  return running(person);
}

/** Catalogue pages seen on one device; a design opened is one of the last listed. */
function catalogueSteps(browser: Browser) {
  const device = pick(DEVICES);
  let seen: Design[] = [];
  const cardImages = (designs: Design[]) =>
    browser.images("GET /uploads/designs/* (card photo)", cardPhotos(designs, device));
  const list = async (route: string, query: URLSearchParams) => {
    const answer = await browser.read(route, `/api/portfolio?${query}`);
    const items = (answer.body as DesignPage | null)?.items ?? [];
    if (items.length > 0) seen = items;
    await cardImages(items);
  };
  return {
    async browse() {
      const query = new URLSearchParams();
      if (chance(0.4)) query.set("style", pick(DESIGN_STYLES));
      if (chance(0.25)) query.set("band", pick(BUDGET_BANDS.slice(0, 6)).id);
      if (chance(0.25)) query.set("sort", pick(PRICE_SORTS));
      if (chance(0.3)) query.set("page", "2");
      await list("GET /api/portfolio (browse)", query);
    },
    search: () => list("GET /api/portfolio (search)", new URLSearchParams({ q: pick(SEARCH_WORDS) })),
    async featured() {
      const answer = await browser.read("GET /api/featured-designs", "/api/featured-designs");
      const items = (answer.body as Design[] | null) ?? [];
      if (items.length > 0) seen = items;
      await cardImages(items);
    },
    async detail() {
      if (seen.length === 0) return this.browse();
      const answer = await browser.read("GET /api/portfolio/:id", `/api/portfolio/${pick(seen).id}`);
      const design = answer.body as Design | null;
      if (!design) return;
      // The carousel shows the main photo; people swipe to the next about half the time.
      await browser.images(
        "GET /uploads/designs/* (design photo)",
        designPhotos(design, device, chance(0.5) ? DESIGN_PHOTOS_SEEN : 1),
      );
    },
  };
}

/** A few catalogue pages: browse 35%, search 20%, open a design 30%, featured 15%. */
async function wander(person: Person, steps: ReturnType<typeof catalogueSteps>, pages: number) {
  for (let n = 0; n < pages && (await think(person)); n++) {
    const roll = Math.random();
    if (roll < 0.35) await steps.browse();
    else if (roll < 0.55) await steps.search();
    else if (roll < 0.85) await steps.detail();
    else await steps.featured();
  }
}

/** A first-time visitor: the catalogue page itself, then 3-8 pages. */
export async function visitorSession(person: Person): Promise<void> {
  await person.browser.get("GET /designs (HTML page)", "/designs");
  await wander(person, catalogueSteps(person.browser), between(3, 8));
}

/** Signs in unless the person's browser still holds their session. */
export async function signIn(person: Person, account: Account): Promise<boolean> {
  if (person.signedIn) return true;
  const totp = await nextTotpCode(account);
  const { email, password } = account;
  const answer = await person.browser.post("POST /api/auth/login", "/api/auth/login", {
    email,
    password,
    ...(totp ? { totp } : {}),
  });
  person.signedIn = answer.ok;
  return answer.ok;
}

/** The end of a signed-in visit: a share of people sign out, the rest leave their session for next time. */
async function leave(person: Person): Promise<void> {
  if (!chance(SIGN_OUT_SHARE)) return;
  await person.browser.post("POST /api/auth/logout", "/api/auth/logout");
  person.signedIn = false;
}

/**
 * A homeowner's visit: sign in if signed out, their profile and requests, 5-15 catalogue pages, half the
 * time a new request, and a quarter of the time sign out. (Signing in is the costly step.)
 */
export async function clientSession(person: Person, account: Account): Promise<void> {
  const { browser } = person;
  if (!(await signIn(person, account))) return;
  await browser.get("GET /api/user/profile", "/api/user/profile");
  await browser.get("GET /api/client/forms", "/api/client/forms");
  await wander(person, catalogueSteps(browser), between(5, 15));
  if (chance(0.5) && mayFile(account) && (await think(person))) {
    account.filed = (account.filed ?? 0) + 1;
    await browser.post("POST /api/forms", "/api/forms", validRequest);
    await browser.get("GET /api/client/forms", "/api/client/forms");
  }
  await leave(person);
}

/** An admin's visit: sign in if signed out, the desk's dashboard (list, summary, accounts), 5-15 filtered and later pages, perhaps sign out. */
export async function adminSession(person: Person, account: Account): Promise<void> {
  const { browser } = person;
  if (!(await signIn(person, account))) return;
  await Promise.all([
    browser.get("GET /api/forms", "/api/forms?page=1"),
    browser.get("GET /api/forms/summary", "/api/forms/summary"),
    browser.get("GET /api/admin/users", "/api/admin/users"),
  ]);
  for (let n = between(5, 15); n > 0 && (await think(person)); n--) {
    const roll = Math.random();
    if (roll < 0.3) await browser.get("GET /api/forms", `/api/forms?page=${between(1, 3)}`);
    else if (roll < 0.55) await browser.get("GET /api/forms", `/api/forms?status=${pick(DESK_STATUSES)}`);
    else if (roll < 0.75) await browser.get("GET /api/forms", `/api/forms?q=${pick(DESK_SEARCHES)}`);
    else await browser.get("GET /api/admin/users", `/api/admin/users?role=client&page=${between(1, 2)}`);
  }
  await leave(person);
}
