import { and, asc, eq } from "drizzle-orm";
import { displayName } from "#shared/auth/display.ts";
import type { DesignStyle } from "#shared/designs/constants.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { inReaderLanguage, writtenTexts } from "#shared/i18n/reader-language.ts";
import type { HkDistrict } from "#shared/matching/districts.ts";
import type { DesignerLanguage } from "#shared/matching/languages.ts";
import type { DesignerProfile, OwnDesignerProfile, PublicDesignerProfile } from "#shared/matching/profile.ts";
import type { PropertyType } from "#shared/requests/constants.ts";
import type { Db } from "../db/client.ts";
import { type DesignerProfileRow, designerProfiles, type UserRow, users } from "../db/schema/index.ts";
import { clearCatalogueCache } from "../designs/catalogue-cache.ts";
import { listDesignerItems } from "../designs/portfolio-service.ts";
import { badgesOf } from "../trust/credentials.ts";
import { designerReplyTime } from "./reply-times.ts";
import { designerRating, listDesignerReviews } from "./reviews.ts";

/**
 * A designer's bio as a reader sees it: in their language, else the other one marked as a
 * fallback; empty when neither is written. (The designer directory shows bios with this too.)
 */
export function bioForReader(
  profile: Pick<DesignerProfileRow, "bioEn" | "bioZh">,
  reader: Locale,
): { bio: string; bioLang: Locale | null; bioIsFallback: boolean } {
  const shown = inReaderLanguage(writtenTexts(profile.bioEn.trim(), profile.bioZh.trim()), reader);
  return { bio: shown?.value ?? "", bioLang: shown?.lang ?? null, bioIsFallback: shown?.isFallback ?? false };
}

/** A designer without a profile row yet has an empty, un-vetted one. */
function toProfile(row: DesignerProfileRow | undefined): DesignerProfile {
  return {
    bioEn: row?.bioEn ?? "",
    bioZh: row?.bioZh ?? "",
    yearsExperience: row?.yearsExperience ?? null,
    specialties: (row?.specialties ?? []) as DesignStyle[],
    districts: (row?.districts ?? []) as HkDistrict[],
    propertyTypes: (row?.propertyTypes ?? []) as PropertyType[],
    languages: (row?.languages ?? []) as DesignerLanguage[],
    budgetMin: row?.budgetMin ?? null,
    budgetMax: row?.budgetMax ?? null,
  };
}

function toOwnProfile(designerId: string, row: DesignerProfileRow | undefined): OwnDesignerProfile {
  return { designerId, ...toProfile(row), isVetted: row?.isVetted ?? false };
}

/** The designer account with this id, if it is one. */
export async function findDesigner(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "designer")))
    .limit(1);
  return user;
}

async function findProfileRow(db: Db, designerId: string): Promise<DesignerProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(designerProfiles)
    .where(eq(designerProfiles.userId, designerId))
    .limit(1);
  return row;
}

export async function getOwnProfile(db: Db, designerId: string): Promise<OwnDesignerProfile> {
  return toOwnProfile(designerId, await findProfileRow(db, designerId));
}

/** Saves the designer's own fields; the row is made on the first save, un-vetted. */
export async function saveProfile(
  db: Db,
  designerId: string,
  fields: DesignerProfile,
): Promise<OwnDesignerProfile> {
  const values = { ...fields, updatedAt: new Date() };
  const [row] = await db
    .insert(designerProfiles)
    .values({ userId: designerId, ...values })
    .onConflictDoUpdate({ target: designerProfiles.userId, set: values })
    .returning();
  return toOwnProfile(designerId, row);
}

/** Vets or un-vets a designer: their public page, their links on design cards and their suggestions follow. */
export async function setVetting(db: Db, designerId: string, isVetted: boolean): Promise<OwnDesignerProfile> {
  const values = { isVetted, vettedAt: isVetted ? new Date() : null };
  const [row] = await db
    .insert(designerProfiles)
    .values({ userId: designerId, ...values })
    .onConflictDoUpdate({ target: designerProfiles.userId, set: values })
    .returning();
  await clearCatalogueCache(db);
  return toOwnProfile(designerId, row);
}

/** A vetted designer's account and profile; nothing for anyone else. */
export async function findVettedDesigner(db: Db, id: string) {
  const [found] = await db
    .select({ user: users, profile: designerProfiles })
    .from(users)
    .innerJoin(designerProfiles, eq(designerProfiles.userId, users.id))
    .where(and(eq(users.id, id), eq(users.role, "designer"), eq(designerProfiles.isVetted, true)))
    .limit(1);
  return found ?? null;
}

/**
 * A vetted designer's public page; null for anyone else, so an un-vetted designer's id reveals
 * nothing. `withHidden` adds the hidden reviews, for an admin who may show them again.
 */
export async function getPublicProfile(
  db: Db,
  id: string,
  { withHidden, reader }: { withHidden: boolean; reader: Locale },
): Promise<PublicDesignerProfile | null> {
  const found = await findVettedDesigner(db, id);
  if (!found) return null;
  const { user, profile } = found;
  const [rating, replyTime, reviews, portfolio, badges] = await Promise.all([
    designerRating(db, id),
    designerReplyTime(db, id),
    listDesignerReviews(db, id, { withHidden }),
    listDesignerItems(db, id, reader),
    badgesOf(db, [id]),
  ]);
  const { bioEn: _bioEn, bioZh: _bioZh, ...fields } = toProfile(profile);
  return {
    id,
    name: displayName(user),
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    ...bioForReader(profile, reader),
    ...fields,
    isVetted: true,
    rating,
    replyTime,
    reviews,
    portfolio,
    badges: badges.get(id) ?? [],
  };
}

/** What the suggestions rank on: every vetted designer and their profile. */
export interface VettedDesigner extends DesignerProfile {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  name: string;
}

export async function listVettedDesigners(db: Db): Promise<VettedDesigner[]> {
  const rows = await db
    .select({ user: users, profile: designerProfiles })
    .from(users)
    .innerJoin(designerProfiles, eq(designerProfiles.userId, users.id))
    .where(and(eq(users.role, "designer"), eq(designerProfiles.isVetted, true)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(({ user, profile }) => ({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    name: displayName(user),
    ...toProfile(profile),
  }));
}
