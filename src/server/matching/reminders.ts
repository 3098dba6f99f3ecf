import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { displayName } from "#shared/auth/display.ts";
import { WAITING_STATUSES } from "#shared/matching/due.ts";
import {
  answerReminderAt,
  dueSoonReminderAt,
  introductionExpiresAt,
  type ReminderKind,
  reviewRequestAt,
} from "#shared/matching/reminders.ts";
import { INTRODUCTION_MOVES, REQUEST_OPEN_TO_ANSWERS } from "#shared/requests/lifecycle.ts";
import type { Db } from "../db/client.ts";
import {
  designRequests,
  introductions,
  requestEvents,
  reviews,
  sentReminders,
  users,
} from "../db/schema/index.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { type NotifyLog, notify, notifyAdmins } from "../notifications/notify.ts";
import { sendOnce } from "../notifications/send-once.ts";
import { recordEvent } from "../requests/history.ts";
import { moveIntroduction } from "../requests/moves.ts";

/** What one sweep did: how many of each it sent (a second sweep at the same moment sends none). */
export interface SweepResult {
  dueSoon: number;
  answerReminders: number;
  expired: number;
  reviewRequests: number;
}

/** Nothing is older than this when the sweep looks (a reminder due longer ago is left alone). */
const LOOK_BACK_DAYS = 60;

/** Sends `kind` about `subjectId` once, whichever process gets there first. */
const once = (db: Db, kind: ReminderKind, subjectId: string, send: (tx: Db) => Promise<void>) =>
  sendOnce(db, kind, subjectId, send);

const notSent = (kind: ReminderKind, subject: typeof designRequests.id | typeof introductions.id) =>
  sql`not exists (select 1 from ${sentReminders} where ${sentReminders.kind} = ${kind} and ${sentReminders.subjectId} = ${subject})`;

const since = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** Admins: a request with no designer introduced yet, due within 4 business hours. */
async function remindDueSoon(deps: MailContext, now: Date, log: NotifyLog | undefined): Promise<number> {
  const { db } = deps;
  const waiting = await db
    .select({
      id: designRequests.id,
      dueAt: designRequests.dueAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(designRequests)
    .innerJoin(users, eq(users.id, designRequests.clientId))
    .where(
      and(
        inArray(designRequests.status, [...WAITING_STATUSES]),
        isNotNull(designRequests.dueAt),
        lte(designRequests.createdAt, now),
        sql`${designRequests.dueAt} > ${since(now, LOOK_BACK_DAYS)}`,
        notSent("due-soon", designRequests.id),
      ),
    );
  let sent = 0;
  for (const request of waiting) {
    if (!request.dueAt || dueSoonReminderAt(request.dueAt) > now) continue;
    const dueAt = request.dueAt;
    const done = await once(db, "due-soon", request.id, (tx) =>
      notifyAdmins(
        { ...deps, db: tx },
        {
          facts: {
            kind: "request.due-soon",
            client: displayName(request) || null,
            dueAt: dueAt.toISOString(),
          },
          link: `/dashboard/forms?id=${request.id}`,
          requestId: request.id,
        },
        log,
      ),
    );
    if (done) sent += 1;
  }
  return sent;
}

const designer = alias(users, "designer");

/** Introductions still waiting for the designer's answer, with what the notices name. */
function pendingIntroductions(db: Db, introducedBefore: Date, extra?: ReturnType<typeof sql>) {
  return db
    .select({
      id: introductions.id,
      createdAt: introductions.createdAt,
      designerId: introductions.designerId,
      requestId: introductions.requestId,
      clientId: designRequests.clientId,
      district: designRequests.district,
      propertyType: designRequests.propertyType,
      projectType: designRequests.projectType,
      designerFirstName: designer.firstName,
      designerLastName: designer.lastName,
    })
    .from(introductions)
    .innerJoin(designRequests, eq(designRequests.id, introductions.requestId))
    .innerJoin(designer, eq(designer.id, introductions.designerId))
    .where(
      and(
        eq(introductions.status, "pending"),
        inArray(designRequests.status, [...REQUEST_OPEN_TO_ANSWERS]),
        lte(introductions.createdAt, introducedBefore),
        sql`${introductions.createdAt} > ${since(introducedBefore, LOOK_BACK_DAYS)}`,
        extra,
      ),
    );
}

/** A designer who has not answered an introduction for a business day (and it has not expired yet). */
async function remindToAnswer(deps: MailContext, at: Date, log: NotifyLog | undefined): Promise<number> {
  const { db } = deps;
  // A business day is at least a calendar day: nothing newer can be due.
  const waiting = await pendingIntroductions(db, since(at, 1), notSent("answer-reminder", introductions.id));
  let sent = 0;
  for (const introduction of waiting) {
    if (answerReminderAt(introduction.createdAt) > at || introductionExpiresAt(introduction.createdAt) <= at)
      continue;
    const done = await once(db, "answer-reminder", introduction.id, (tx) =>
      notify(
        { ...deps, db: tx },
        {
          userIds: [introduction.designerId],
          facts: {
            kind: "answer-reminder",
            district: introduction.district,
            expiresAt: introductionExpiresAt(introduction.createdAt).toISOString(),
          },
          link: `/dashboard/requests/${introduction.id}`,
          requestId: introduction.requestId,
        },
        log,
      ),
    );
    if (done) sent += 1;
  }
  return sent;
}

/**
 * An introduction unanswered for 2 business days expires: the move is one conditional write from
 * "pending", so a designer answering at the same moment, or another process, wins or loses whole.
 * The designer, the homeowner and the admins (asked to introduce another designer) are told.
 */
async function expireUnanswered(deps: MailContext, at: Date, log: NotifyLog | undefined): Promise<number> {
  const { db } = deps;
  const waiting = await pendingIntroductions(db, since(at, 2));
  let expired = 0;
  for (const introduction of waiting) {
    if (introductionExpiresAt(introduction.createdAt) > at) continue;
    const done = await db.transaction(async (tx) => {
      const moved = await moveIntroduction(tx, introduction.id, INTRODUCTION_MOVES.expire, {
        whileRequest: REQUEST_OPEN_TO_ANSWERS,
      });
      if (!moved) return false;
      // Its place goes back to the request, so the admin can introduce another designer in it.
      await tx.update(introductions).set({ slot: null }).where(eq(introductions.id, introduction.id));
      const name = displayName({
        firstName: introduction.designerFirstName,
        lastName: introduction.designerLastName,
      });
      await recordEvent(tx, {
        requestId: introduction.requestId,
        actorId: null,
        type: "expired",
        detail: { designer: name },
      });
      const context = { ...deps, db: tx };
      const about = {
        designer: name,
        propertyType: introduction.propertyType,
        projectType: introduction.projectType,
      };
      await notify(
        context,
        {
          userIds: [introduction.designerId],
          facts: { kind: "expired", audience: "designer", ...about },
          link: `/dashboard/requests/${introduction.id}`,
          requestId: introduction.requestId,
        },
        log,
      );
      await notify(
        context,
        {
          userIds: [introduction.clientId],
          facts: { kind: "expired", audience: "homeowner", ...about },
          link: `/dashboard/my-forms/${introduction.requestId}`,
          requestId: introduction.requestId,
        },
        log,
      );
      await notifyAdmins(
        context,
        {
          facts: { kind: "expired", audience: "admin", ...about },
          link: `/dashboard/forms?id=${introduction.requestId}`,
          requestId: introduction.requestId,
        },
        log,
      );
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}

/** The homeowner, a week after the project was completed, when they have not reviewed it. */
async function askForReviews(deps: MailContext, at: Date, log: NotifyLog | undefined): Promise<number> {
  const { db } = deps;
  const completed = await db
    .select({
      requestId: designRequests.id,
      clientId: designRequests.clientId,
      completedAt: requestEvents.createdAt,
      designerFirstName: designer.firstName,
      designerLastName: designer.lastName,
    })
    .from(designRequests)
    .innerJoin(
      requestEvents,
      and(eq(requestEvents.requestId, designRequests.id), eq(requestEvents.type, "completed")),
    )
    .innerJoin(
      introductions,
      and(eq(introductions.requestId, designRequests.id), eq(introductions.status, "chosen")),
    )
    .innerJoin(designer, eq(designer.id, introductions.designerId))
    .where(
      and(
        eq(designRequests.status, "completed"),
        lte(requestEvents.createdAt, since(at, 7)),
        sql`${requestEvents.createdAt} > ${since(at, LOOK_BACK_DAYS)}`,
        sql`not exists (select 1 from ${reviews} where ${reviews.requestId} = ${designRequests.id})`,
        notSent("review-request", designRequests.id),
      ),
    );
  let sent = 0;
  for (const project of completed) {
    if (reviewRequestAt(project.completedAt) > at) continue;
    const name = displayName({ firstName: project.designerFirstName, lastName: project.designerLastName });
    const done = await once(db, "review-request", project.requestId, (tx) =>
      notify(
        { ...deps, db: tx },
        {
          userIds: [project.clientId],
          facts: { kind: "review-request", designer: name },
          link: `/dashboard/my-forms/${project.requestId}`,
          requestId: project.requestId,
        },
        log,
      ),
    );
    if (done) sent += 1;
  }
  return sent;
}

/**
 * One pass over every promise the system keeps by itself (issue 21 §3), at `now`. Safe to run in
 * any number of processes at once and again after a crash: each notice is sent once.
 */
export async function sweepReminders(
  deps: MailContext,
  now = new Date(),
  log?: NotifyLog,
): Promise<SweepResult> {
  return {
    dueSoon: await remindDueSoon(deps, now, log),
    expired: await expireUnanswered(deps, now, log),
    answerReminders: await remindToAnswer(deps, now, log),
    reviewRequests: await askForReviews(deps, now, log),
  };
}
