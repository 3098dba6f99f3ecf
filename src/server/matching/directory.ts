import {
  type AnyColumn,
  and,
  arrayContains,
  arrayOverlaps,
  count,
  eq,
  isNotNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { displayName } from "#shared/auth/display.ts";
import type { DesignStyle } from "#shared/designs/constants.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { inReaderLanguage, writtenTexts } from "#shared/i18n/reader-language.ts";
import type { DirectoryQuery } from "#shared/matching/directory-query.ts";
import type { DirectoryDesigner, DirectoryPage } from "#shared/matching/directory-responses.ts";
import type { HkDistrict } from "#shared/matching/districts.ts";
import type { DesignerLanguage } from "#shared/matching/languages.ts";
import { replyTimeBucket } from "#shared/matching/reply-time.ts";
import type { Db } from "../db/client.ts";
import {
  designerProfiles,
  designerReplyTimes,
  designImages,
  designs,
  reviews,
  users,
} from "../db/schema/index.ts";
import { imageUrl } from "../designs/service.ts";
import { nameMatches } from "../lib/name-search.ts";
import { badgesOf } from "../trust/credentials.ts";

/** A card shows the start of the bio; the designer's page has the rest. */
const BIO_SHOWN = 240;

/** The start of the bio in the reader's language, else in the other one, marked (as the designer's page does). */
function bioFor(profile: { bioEn: string; bioZh: string }, locale: Locale) {
  const shown = inReaderLanguage(writtenTexts(profile.bioEn, profile.bioZh), locale);
  if (!shown) return { bio: "", bioLang: null, bioIsFallback: false };
  const bio = shown.value.trim();
  return {
    bio: bio.length > BIO_SHOWN ? `${bio.slice(0, BIO_SHOWN - 1).trimEnd()}…` : bio,
    bioLang: shown.lang,
    bioIsFallback: shown.isFallback,
  };
}

/** Each vetted designer's visible reviews, averaged as the public page rounds them. */
function ratingsOf(db: Db) {
  return db
    .select({
      designerId: reviews.designerId,
      average: sql<string | null>`round(avg(${reviews.rating}), 1)`.as("average"),
      reviewCount: sql<number>`count(*)::int`.as("review_count"),
    })
    .from(reviews)
    .where(eq(reviews.isHidden, false))
    .groupBy(reviews.designerId)
    .as("ratings");
}

/** How many of the chosen values the designer's list holds: the fit, counted in the database. */
function matchCount(column: AnyColumn, chosen: readonly string[]): SQL<number> {
  if (chosen.length === 0) return sql<number>`0`;
  return sql<number>`(${sql.join(
    chosen.map((value) => sql`(${value} = any(${column}))::int`),
    sql` + `,
  )})`;
}

function filters(query: DirectoryQuery, ratings: ReturnType<typeof ratingsOf>): SQL[] {
  const conditions: SQL[] = [eq(users.role, "designer"), eq(designerProfiles.isVetted, true)];
  const byName = query.q ? nameMatches(users, query.q) : undefined;
  if (byName) conditions.push(byName);
  if (query.district) conditions.push(arrayContains(designerProfiles.districts, [query.district]));
  if (query.styles?.length) conditions.push(arrayOverlaps(designerProfiles.specialties, query.styles));
  if (query.languages?.length) conditions.push(arrayOverlaps(designerProfiles.languages, query.languages));
  if (query.budget !== undefined) {
    // The typical range holds the homeowner's budget; a designer who states none is not a known fit.
    const stated = or(isNotNull(designerProfiles.budgetMin), isNotNull(designerProfiles.budgetMax));
    const from = sql`coalesce(${designerProfiles.budgetMin}, 0) <= ${query.budget}`;
    const upTo = sql`(${designerProfiles.budgetMax} is null or ${designerProfiles.budgetMax} >= ${query.budget})`;
    if (stated) conditions.push(stated, from, upTo);
  }
  if (query.minRating !== undefined) conditions.push(sql`${ratings.average} >= ${query.minRating}`);
  return conditions;
}

/**
 * One page of the directory. Fit puts first whoever holds most of the chosen styles and languages,
 * then the better rated; rating sorts by the average alone. Unrated designers come after rated ones;
 * more reviews, then the name and the id settle ties, so pages never overlap.
 */
export async function listDirectory(db: Db, query: DirectoryQuery, locale: Locale): Promise<DirectoryPage> {
  const ratings = ratingsOf(db);
  const where = and(...filters(query, ratings));
  const [totalRow] = await db
    .select({ total: count() })
    .from(users)
    .innerJoin(designerProfiles, eq(designerProfiles.userId, users.id))
    .leftJoin(ratings, eq(ratings.designerId, users.id))
    .where(where);
  const total = totalRow?.total ?? 0;
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= total)
    return { items: [], total, page: query.page, pageSize: query.pageSize, hasMore: false };

  const styleFit = matchCount(designerProfiles.specialties, query.styles ?? []);
  const languageFit = matchCount(designerProfiles.languages, query.languages ?? []);
  const byRating = [sql`${ratings.average} desc nulls last`, sql`coalesce(${ratings.reviewCount}, 0) desc`];
  const byName = [sql`lower(concat(${users.firstName}, ' ', ${users.lastName})) asc`, sql`${users.id} asc`];
  const order =
    query.sort === "rating"
      ? [...byRating, ...byName]
      : [sql`${styleFit} + ${languageFit} desc`, ...byRating, ...byName];

  const rows = await db
    .select({
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
      },
      profile: designerProfiles,
      average: sql<string | null>`${ratings.average}`,
      reviewCount: sql<number | null>`${ratings.reviewCount}`,
      designCount: sql<number>`(select count(*)::int from ${designs} d where d.designer_id = ${users.id})`,
      cover: sql<
        string | null
      >`(select i.storage_key from ${designs} d join ${designImages} i on i.design_id = d.id where d.designer_id = ${users.id} order by d.created_at desc, i.is_main desc, i.position limit 1)`,
      reply: { answers: designerReplyTimes.answers, medianHours: designerReplyTimes.medianHours },
    })
    .from(users)
    .innerJoin(designerProfiles, eq(designerProfiles.userId, users.id))
    .leftJoin(ratings, eq(ratings.designerId, users.id))
    .leftJoin(designerReplyTimes, eq(designerReplyTimes.designerId, users.id))
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(offset);

  const badges = await badgesOf(
    db,
    rows.map((row) => row.user.id),
  );
  const chosenStyles = query.styles ?? [];
  const chosenLanguages = query.languages ?? [];
  const items = rows.map(
    ({ user, profile, average, reviewCount, designCount, cover, reply }): DirectoryDesigner => {
      const specialties = profile.specialties as DesignStyle[];
      const languages = profile.languages as DesignerLanguage[];
      return {
        id: user.id,
        name: displayName(user),
        firstName: user.firstName,
        lastName: user.lastName,
        profileImageUrl: user.profileImageUrl,
        ...bioFor(profile, locale),
        yearsExperience: profile.yearsExperience,
        specialties,
        districts: profile.districts as HkDistrict[],
        languages,
        budgetMin: profile.budgetMin,
        budgetMax: profile.budgetMax,
        rating: { average: average === null ? null : Number(average), count: Number(reviewCount ?? 0) },
        designCount: Number(designCount),
        coverImageUrl: cover ? imageUrl(cover) : null,
        replyTime: reply ? replyTimeBucket(reply.medianHours, reply.answers) : null,
        matches: {
          styles: chosenStyles.filter((style) => specialties.includes(style)),
          languages: chosenLanguages.filter((language) => languages.includes(language)),
        },
        badges: badges.get(user.id) ?? [],
      };
    },
  );
  return { items, total, page: query.page, pageSize: query.pageSize, hasMore: offset + items.length < total };
}
