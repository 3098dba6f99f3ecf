import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Messages } from "#shared/i18n/index.ts";
import { DEFAULT_LOCALE, type Locale } from "#shared/i18n/locales.ts";
import type { Introduction } from "#shared/matching/introductions.ts";
import { dataExportSchema } from "#shared/profile/responses.ts";
import { toCurrentUser } from "../auth/user-view.ts";
import type { Db } from "../db/client.ts";
import { accountEvents, savedDesigns, sessions, type UserRow } from "../db/schema/index.ts";
import { listDesignerItems } from "../designs/portfolio-service.ts";
import { getDesigns } from "../designs/service.ts";
import { accountLocale } from "../lib/i18n/account-locale.ts";
import { listDesignerIntroductions, listRequestIntroductions } from "../matching/introductions.ts";
import { hiddenText } from "../matching/message-screening.ts";
import { listThreads } from "../matching/messages.ts";
import { getOwnProfile } from "../matching/profiles.ts";
import { listDesignerReviews, reviewsWrittenBy } from "../matching/reviews.ts";
import { listAllNotifications } from "../notifications/notification-inbox.ts";
import { listPushDevices } from "../notifications/push/subscriptions.ts";
import { hongKongTime } from "../requests/csv-export.ts";
import { listClientRequests } from "../requests/request-list.ts";

/** A user's copy of their own data (PDPO data access); its parts are described with its schema. */
export type UserDataExport = z.infer<typeof dataExportSchema>;

export const dataExportFileName = (now: Date) => `nestmatch-data-${hongKongTime(now, "yyyy-MM-dd")}.json`;

async function listSignIns(db: Db, userId: string): Promise<UserDataExport["signIns"]> {
  const rows = await db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
  return rows.map((row) => ({
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    userAgent: row.userAgent,
  }));
}

async function listSecurityEvents(db: Db, userId: string): Promise<UserDataExport["securityEvents"]> {
  const rows = await db
    .select()
    .from(accountEvents)
    .where(eq(accountEvents.userId, userId))
    .orderBy(desc(accountEvents.createdAt));
  return rows.map((row) => ({
    kind: row.kind,
    at: row.createdAt.toISOString(),
    userAgent: row.userAgent,
    byAdmin: row.actorId !== null && row.actorId !== userId,
    detail: row.detail,
  }));
}

async function listSaved(db: Db, userId: string, reader: Locale): Promise<UserDataExport["savedDesigns"]> {
  const rows = await db
    .select({ designId: savedDesigns.designId, savedAt: savedDesigns.createdAt })
    .from(savedDesigns)
    .where(eq(savedDesigns.userId, userId))
    .orderBy(desc(savedDesigns.createdAt));
  const designs = new Map(
    (
      await getDesigns(
        db,
        rows.map((row) => row.designId),
        reader,
      )
    ).map((design) => [design.id, design]),
  );
  return rows.flatMap((row) => {
    const design = designs.get(row.designId);
    return design ? [{ savedAt: row.savedAt.toISOString(), design }] : [];
  });
}

/** The user's own requests; introductions as their client sees them (designers who answered). */
async function listRequests(db: Db, user: UserRow): Promise<UserDataExport["requests"]> {
  const [requests, reviews] = await Promise.all([
    listClientRequests(db, user.id),
    reviewsWrittenBy(db, user.id),
  ]);
  const introductions = new Map<string, Introduction[]>();
  for (const request of requests) {
    introductions.set(
      request.id,
      await listRequestIntroductions(db, request.id, {
        role: "client",
        mask: { hidden: hiddenText(accountLocale(user)), ownHosts: [] },
      }),
    );
  }
  const threads = await listThreads(
    db,
    user,
    [...introductions.values()].flat().map((introduction) => introduction.id),
  );
  return requests.map((request) => ({
    ...request,
    introductions: (introductions.get(request.id) ?? []).map((introduction) => ({
      ...introduction,
      messages: threads.get(introduction.id) ?? [],
    })),
    review: reviews.find((review) => review.requestId === request.id) ?? null,
  }));
}

/** A designer's profile, portfolio, the briefs introduced to them (as they see them) and the reviews anyone can read. */
async function designerPart(db: Db, user: UserRow): Promise<UserDataExport["designer"]> {
  if (user.role !== "designer") return null;
  const [profile, portfolio, introductions, reviewsReceived] = await Promise.all([
    getOwnProfile(db, user.id),
    listDesignerItems(db, user.id, user.locale ?? DEFAULT_LOCALE),
    listDesignerIntroductions(db, user.id),
    listDesignerReviews(db, user.id, { withHidden: false, limit: null }),
  ]);
  const threads = await listThreads(
    db,
    user,
    introductions.map((introduction) => introduction.id),
  );
  return {
    profile,
    portfolio,
    // A request no longer shared with them leaves the designer their own messages, not the homeowner's.
    introductions: introductions.map((introduction) => ({
      ...introduction,
      messages: (threads.get(introduction.id) ?? []).filter(
        (message) => introduction.request.readable || message.mine,
      ),
    })),
    reviewsReceived,
  };
}

/** Everything kept about the user, in the language they asked in. */
export async function exportUserData(db: Db, user: UserRow, messages: Messages): Promise<UserDataExport> {
  const [signIns, pushDevices, securityEvents, notifications, saved, requests, designer] = await Promise.all([
    listSignIns(db, user.id),
    listPushDevices(db, user.id),
    listSecurityEvents(db, user.id),
    listAllNotifications(db, user.id, messages),
    listSaved(db, user.id, user.locale ?? DEFAULT_LOCALE),
    listRequests(db, user),
    designerPart(db, user),
  ]);
  // Cut to the schema: a field reaches the file only when the answer that shows it in the product names it.
  return dataExportSchema.parse({
    about: messages.profile.dataExport.fileAbout,
    exportedAt: new Date().toISOString(),
    account: {
      ...toCurrentUser(user),
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    signIns,
    pushDevices,
    securityEvents,
    notifications,
    savedDesigns: saved,
    requests,
    designer,
  });
}

/** Image addresses and notification links are paths in the product; the file gives them whole, to open from anywhere. */
const LINK_KEYS = /^(link|imageUrl|profileImageUrl)$/;

export function dataExportJson(data: UserDataExport, publicUrl: string): string {
  return JSON.stringify(
    data,
    (key, value) =>
      LINK_KEYS.test(key) && typeof value === "string" && value.startsWith("/")
        ? new URL(value, publicUrl).href
        : value,
    2,
  );
}
