import { and, asc, eq, inArray } from "drizzle-orm";
import { displayName } from "#shared/auth/display.ts";
import type { Db, DbExecutor } from "../db/client.ts";
import { designerProfiles, designRequestWishedDesigners, users } from "../db/schema/index.ts";
import { badRequest } from "../lib/http-errors.ts";

/** Each named designer must be a vetted designer: anyone else is refused by name of the rule, not of the id. */
export async function assertWishable(db: Db, designerIds: readonly string[]): Promise<void> {
  if (designerIds.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(designerProfiles, eq(designerProfiles.userId, users.id))
    .where(
      and(
        inArray(users.id, [...designerIds]),
        eq(users.role, "designer"),
        eq(designerProfiles.isVetted, true),
      ),
    );
  if (found.length !== designerIds.length) throw badRequest((m) => m.requests.wishes.notVetted);
}

/** Replaces the request's named designers with `designerIds`, in their order. */
export async function setWishes(
  db: DbExecutor,
  requestId: string,
  designerIds: readonly string[],
): Promise<void> {
  await db.delete(designRequestWishedDesigners).where(eq(designRequestWishedDesigners.requestId, requestId));
  await addWishes(db, requestId, designerIds);
}

/** A new request's wishes: nothing to replace. */
export async function addWishes(
  db: DbExecutor,
  requestId: string,
  designerIds: readonly string[],
): Promise<void> {
  if (designerIds.length === 0) return;
  await db
    .insert(designRequestWishedDesigners)
    .values(designerIds.map((designerId, position) => ({ requestId, designerId, position })));
}

export interface WishedDesigner {
  requestId: string;
  id: string;
  name: string;
}

/** The designers named on these requests, in each request's order (one query for any number). */
export async function listWishes(db: Db, requestIds: readonly string[]): Promise<WishedDesigner[]> {
  if (requestIds.length === 0) return [];
  const rows = await db
    .select({
      requestId: designRequestWishedDesigners.requestId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(designRequestWishedDesigners)
    .innerJoin(users, eq(users.id, designRequestWishedDesigners.designerId))
    .where(inArray(designRequestWishedDesigners.requestId, [...requestIds]))
    .orderBy(asc(designRequestWishedDesigners.position));
  return rows.map((row) => ({ requestId: row.requestId, id: row.id, name: displayName(row) }));
}

/** The ids of the designers named on one request, in the homeowner's order. */
export async function wishedIdsOf(db: Db, requestId: string): Promise<string[]> {
  return (await listWishes(db, [requestId])).map((wish) => wish.id);
}
