import { and, arrayOverlaps, inArray, sql } from "drizzle-orm";
import type { Messages } from "#shared/i18n/index.ts";
import { rankDesigners } from "#shared/matching/ranking.ts";
import { reasonWords } from "#shared/matching/reason-words.ts";
import { type DesignerSuggestion, SUGGESTIONS_SHOWN } from "#shared/matching/suggestion.ts";
import { wishedFirst } from "#shared/matching/wished-first.ts";
import type { Db } from "../db/client.ts";
import { type DesignRequestRow, designs, introductions } from "../db/schema/index.ts";
import { wishedIdsOf } from "../requests/wishes.ts";
import { listVettedDesigners } from "./profiles.ts";

/** Introductions a designer still has on their plate: not yet answered, or accepted and awaiting the client. */
const OPEN_STATUSES = ["pending", "accepted"] as const;

/**
 * Which of `wanted` each designer's catalogue designs show, in one grouped query. Only the request's
 * styles can count, so only designs carrying one of them are read (the styles index finds them).
 */
async function portfolioStyles(
  db: Db,
  designerIds: string[],
  wanted: string[],
): Promise<Map<string, string[]>> {
  if (wanted.length === 0) return new Map();
  const style = sql<string>`unnest(${designs.styles})`.as("style");
  const shown = db
    .select({ designerId: designs.designerId, style })
    .from(designs)
    .where(and(inArray(designs.designerId, designerIds), arrayOverlaps(designs.styles, wanted)))
    .as("shown");
  const rows = await db
    .select({ designerId: shown.designerId, styles: sql<string[]>`array_agg(distinct ${shown.style})` })
    .from(shown)
    .where(inArray(shown.style, wanted))
    .groupBy(shown.designerId);
  return new Map(rows.map((row) => [row.designerId, row.styles]));
}

/** Each designer's open introductions, and whether they are already introduced to this request: one grouped query. */
async function introductionLoad(
  db: Db,
  designerIds: string[],
  requestId: string,
): Promise<Map<string, { open: number; here: boolean }>> {
  const rows = await db
    .select({
      designerId: introductions.designerId,
      open: sql<number>`count(*) filter (where ${inArray(introductions.status, [...OPEN_STATUSES])})`.mapWith(
        Number,
      ),
      here: sql<boolean>`bool_or(${introductions.requestId} = ${requestId})`,
    })
    .from(introductions)
    .where(inArray(introductions.designerId, designerIds))
    .groupBy(introductions.designerId);
  return new Map(rows.map((row) => [row.designerId, { open: row.open, here: row.here }]));
}

/** The vetted designers who suit this request best, with the reasons in the catalogue's words. */
export async function suggestDesigners(
  db: Db,
  request: DesignRequestRow,
  messages: Messages,
): Promise<DesignerSuggestion[]> {
  const designers = await listVettedDesigners(db);
  if (designers.length === 0) return [];
  const ids = designers.map((designer) => designer.id);
  const [shownStyles, load, wished] = await Promise.all([
    portfolioStyles(db, ids, request.designStyles),
    introductionLoad(db, ids, request.id),
    wishedIdsOf(db, request.id),
  ]);
  const scored = rankDesigners(
    {
      styles: request.designStyles,
      budgetMin: request.budgetMin,
      budgetMax: request.budgetMax,
      district: request.district,
      propertyType: request.propertyType,
    },
    designers.map((designer) => ({
      ...designer,
      portfolioStyles: shownStyles.get(designer.id) ?? [],
      openIntroductions: load.get(designer.id)?.open ?? 0,
    })),
    reasonWords(messages),
  );
  // The homeowner's wish is a key above the score (issue 19 §10): shown first even past the top 10.
  const ranked = wishedFirst(scored, wished, messages.requests.wishes.reason);
  const byId = new Map(designers.map((designer) => [designer.id, designer]));
  return ranked.slice(0, SUGGESTIONS_SHOWN).flatMap(({ designerId, score, reasons }) => {
    const designer = byId.get(designerId);
    if (!designer) return [];
    const { id, firstName, lastName, name, email, bioEn: _bioEn, bioZh: _bioZh, ...profile } = designer;
    return [
      {
        designerId: id,
        name,
        firstName,
        lastName,
        email,
        profile,
        score,
        reasons,
        alreadyIntroduced: load.get(id)?.here ?? false,
      },
    ];
  });
}
