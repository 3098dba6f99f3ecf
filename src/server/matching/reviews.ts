import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { displayName } from "#shared/auth/display.ts";
import { PUBLIC_REVIEWS_SHOWN, type PublicReview, type Rating } from "#shared/matching/profile.ts";
import type { RequestReview, Review } from "#shared/matching/review.ts";
import { REVIEW_MOVES } from "#shared/requests/lifecycle.ts";
import type { Db } from "../db/client.ts";
import { type DesignRequestRow, introductions, reviews, type UserRow, users } from "../db/schema/index.ts";
import { clearCatalogueCache } from "../designs/catalogue-cache.ts";
import { answerLostRace } from "../lib/constraint-violations.ts";
import { conflict, notFound } from "../lib/http-errors.ts";
import { photosOf } from "./review-photos.ts";

/** Hidden reviews count nowhere. */
export async function designerRating(db: Db, designerId: string): Promise<Rating> {
  const [row] = await db
    .select({ average: sql<string | null>`round(avg(${reviews.rating}), 1)`, count: count() })
    .from(reviews)
    .where(and(eq(reviews.designerId, designerId), eq(reviews.isHidden, false)));
  return { average: row?.average == null ? null : Number(row.average), count: row?.count ?? 0 };
}

/** The newest reviews of a designer (by default the public page's few), with the client's first name only. */
export async function listDesignerReviews(
  db: Db,
  designerId: string,
  { withHidden, limit = PUBLIC_REVIEWS_SHOWN }: { withHidden: boolean; limit?: number | null },
): Promise<PublicReview[]> {
  const query = db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      text: reviews.text,
      isHidden: reviews.isHidden,
      createdAt: reviews.createdAt,
      clientFirstName: users.firstName,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.clientId))
    .where(and(eq(reviews.designerId, designerId), withHidden ? undefined : eq(reviews.isHidden, false)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .$dynamic();
  const rows = await (limit === null ? query : query.limit(limit));
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    photos: photos.get(row.id) ?? [],
  }));
}

/** The designer the client chose for this request, if any. */
async function chosenDesigner(db: Db, requestId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ designer: users })
    .from(introductions)
    .innerJoin(users, eq(users.id, introductions.designerId))
    .where(and(eq(introductions.requestId, requestId), eq(introductions.status, "chosen")))
    .limit(1);
  return row?.designer;
}

const reviewColumns = {
  id: reviews.id,
  requestId: reviews.requestId,
  designerId: reviews.designerId,
  rating: reviews.rating,
  text: reviews.text,
  isHidden: reviews.isHidden,
  createdAt: reviews.createdAt,
  designer: { firstName: users.firstName, lastName: users.lastName, email: users.email },
};

async function selectReviews(db: Db, where: SQL): Promise<Review[]> {
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.designerId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ designer, createdAt, ...review }) => ({
    ...review,
    designerName: displayName(designer),
    createdAt: createdAt.toISOString(),
    photos: photos.get(review.id) ?? [],
  }));
}

/** The one review `where` names, as its client and the admins see it. */
export const findReviewOf = (db: Db, where: SQL) => findReview(db, where);

async function findReview(db: Db, where: SQL): Promise<Review | null> {
  const [review] = await selectReviews(db, where);
  return review ?? null;
}

/** Every review a client wrote, newest first, hidden ones too (they see theirs on the request page). */
export const reviewsWrittenBy = (db: Db, clientId: string) =>
  selectReviews(db, eq(reviews.clientId, clientId));

/** A request's review, and whether `user` may write it now (its client, once completed, not yet reviewed). */
export async function getRequestReview(
  db: Db,
  user: UserRow,
  request: DesignRequestRow,
): Promise<RequestReview> {
  const [review, designer] = await Promise.all([
    findReview(db, eq(reviews.requestId, request.id)),
    chosenDesigner(db, request.id),
  ]);
  return {
    review,
    designer: designer ? { id: designer.id, name: displayName(designer) } : null,
    canReview: !review && Boolean(designer) && request.status === "completed" && request.clientId === user.id,
  };
}

/**
 * The client rates the designer they chose, once the project is completed, and only once (the
 * request's unique review settles a race between two submissions).
 */
export async function createReview(
  db: Db,
  request: DesignRequestRow,
  input: { rating: number; text: string },
): Promise<Review> {
  if (!REVIEW_MOVES.write.requestFrom.includes(request.status))
    throw conflict((m) => m.matching.profiles.errors.notCompleted);
  const designer = await chosenDesigner(db, request.id);
  if (!designer) throw conflict((m) => m.matching.profiles.errors.noChosenDesigner);
  // The request's unique review settles a race between two submissions: the second writes nothing.
  const [row] = await answerLostRace(
    () =>
      db
        .insert(reviews)
        .values({ requestId: request.id, designerId: designer.id, clientId: request.clientId, ...input })
        .onConflictDoNothing({ target: reviews.requestId })
        .returning({ id: reviews.id }),
    (m) => m.matching.profiles.errors.alreadyReviewed,
  );
  if (!row) throw conflict((m) => m.matching.profiles.errors.alreadyReviewed);
  await clearCatalogueCache(db);
  const review = await findReview(db, eq(reviews.id, row.id));
  if (!review) throw new Error(`Review ${row.id} vanished`);
  return review;
}

/** Admins hide an abusive review (and may show it again); ratings follow at once. */
const reviewNotFound = () => notFound((m) => m.matching.profiles.errors.reviewNotFound);

/**
 * Hiding a shown review or showing a hidden one: the write names the visibility it starts from, so of
 * two racing admins one changes it; asking for the visibility it already has changes nothing.
 */
export async function setReviewHidden(db: Db, id: string, isHidden: boolean): Promise<Review> {
  const move = isHidden ? REVIEW_MOVES.hide : REVIEW_MOVES.show;
  const [moved] = await db
    .update(reviews)
    .set({ isHidden: move.to === "hidden" })
    .where(and(eq(reviews.id, id), eq(reviews.isHidden, move.from.includes("hidden"))))
    .returning({ id: reviews.id });
  if (!moved) {
    const [still] = await db.select({ isHidden: reviews.isHidden }).from(reviews).where(eq(reviews.id, id));
    if (!still) throw reviewNotFound();
    // Already as asked: nothing to write, no cache to clear.
    const review = await findReview(db, eq(reviews.id, id));
    if (!review) throw reviewNotFound();
    return review;
  }
  await clearCatalogueCache(db);
  const review = await findReview(db, eq(reviews.id, id));
  if (!review) throw reviewNotFound();
  return review;
}
