import { and, eq, exists, inArray, ne } from "drizzle-orm";
import type { IntroductionStatus } from "#shared/matching/constants.ts";
import type { RequestStatus } from "#shared/requests/constants.ts";
import type { Move } from "#shared/requests/lifecycle.ts";
import type { DbExecutor } from "../db/client.ts";
import {
  type DesignRequestRow,
  designRequests,
  type IntroductionRow,
  introductions,
} from "../db/schema/index.ts";
import { conflict, type ErrorText, notFound } from "../lib/http-errors.ts";

/*
 * Each move of the lifecycle table as one conditional write: an UPDATE whose WHERE names the statuses
 * the move starts from and returns the row. Of two moves racing on one row, PostgreSQL lets one write
 * and re-checks the other's WHERE against what the first left, so the loser finds no row and answers
 * 409. Inside a transaction the written row also stays locked until it ends.
 */

/** Moves a request; a request gone meanwhile is not found, one in another status answers `lost`. */
export async function moveRequest(
  db: DbExecutor,
  id: string,
  move: Move<RequestStatus>,
  lost: ErrorText,
  set: Partial<Pick<DesignRequestRow, "updatedAt">> = {},
): Promise<DesignRequestRow> {
  const [moved] = await db
    .update(designRequests)
    .set({ status: move.to, updatedAt: new Date(), ...set })
    .where(and(eq(designRequests.id, id), inArray(designRequests.status, [...move.from])))
    .returning();
  if (moved) return moved;
  const [still] = await db
    .select({ id: designRequests.id })
    .from(designRequests)
    .where(eq(designRequests.id, id));
  if (!still) throw notFound((m) => m.requests.errors.notFound);
  throw conflict(lost);
}

/**
 * Moves one introduction; undefined when it is no longer where the move starts (the caller says why),
 * the written row otherwise.
 */
export async function moveIntroduction(
  db: DbExecutor,
  id: string,
  move: Move<IntroductionStatus>,
  {
    set = {},
    whileRequest,
  }: {
    set?: Partial<Pick<IntroductionRow, "respondedAt" | "chosenAt" | "declineReason" | "declineNote">>;
    whileRequest?: readonly RequestStatus[];
  } = {},
): Promise<IntroductionRow | undefined> {
  const [moved] = await db
    .update(introductions)
    .set({ status: move.to, ...set })
    .where(
      and(
        eq(introductions.id, id),
        inArray(introductions.status, [...move.from]),
        whileRequest
          ? exists(
              db
                .select({ id: designRequests.id })
                .from(designRequests)
                .where(
                  and(
                    eq(designRequests.id, introductions.requestId),
                    inArray(designRequests.status, [...whileRequest]),
                  ),
                ),
            )
          : undefined,
      ),
    )
    .returning();
  return moved;
}

/** Moves every introduction of a request that is where `move` starts (passing the others, withdrawing). */
export async function moveRequestIntroductions(
  db: DbExecutor,
  requestId: string,
  move: Move<IntroductionStatus>,
  except?: string,
): Promise<IntroductionRow[]> {
  return db
    .update(introductions)
    .set({ status: move.to })
    .where(
      and(
        eq(introductions.requestId, requestId),
        inArray(introductions.status, [...move.from]),
        except ? ne(introductions.id, except) : undefined,
      ),
    )
    .returning();
}
