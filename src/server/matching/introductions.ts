import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { displayName, homeownerNameFor } from "#shared/auth/display.ts";
import { type IntroductionStatus, MAX_INTRODUCTIONS } from "#shared/matching/constants.ts";
import { maskContactDetails } from "#shared/matching/contact-screening.ts";
import type { DeclineFields } from "#shared/matching/decline.ts";
import type {
  IntroducedRequest,
  Introduction,
  Proposal,
  ProposalFields,
} from "#shared/matching/introductions.ts";
import {
  CONTACT_SHARED_WITH,
  canMove,
  INTRODUCTION_MOVES,
  type Move,
  REQUEST_MOVES,
  REQUEST_OPEN_TO_ANSWERS,
} from "#shared/requests/lifecycle.ts";
import type { DesignRequest } from "#shared/requests/schema.ts";
import type { Db, DbExecutor } from "../db/client.ts";
import {
  type DesignRequestRow,
  designerProfiles,
  designRequests,
  type IntroductionRow,
  introductions,
  type ProposalRow,
  proposals,
  type UserRow,
  users,
} from "../db/schema/index.ts";
import { answerLostRace } from "../lib/constraint-violations.ts";
import { badRequest, conflict, type ErrorText, notFound } from "../lib/http-errors.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { forgetMessageNotices } from "../notifications/notification-inbox.ts";
import { type NotifyLog, notify, notifyAdmins } from "../notifications/notify.ts";
import { announceRequestChange, recordEvent } from "../requests/history.ts";
import { moveIntroduction, moveRequest, moveRequestIntroductions } from "../requests/moves.ts";
import { designerMayRead } from "../requests/policy.ts";
import { presentRequests } from "../requests/service.ts";
import { designerBrief, designerRecord } from "./designer-brief.ts";
import type { LoadedIntroduction } from "./introduction-policy.ts";
import type { MaskWords } from "./message-screening.ts";

/** `mask` hides contact details in the designer's own words, for a homeowner who has not chosen them. */
function toProposal(
  row: ProposalRow | null,
  mask: (text: string) => string = (text) => text,
): Proposal | null {
  if (!row) return null;
  return {
    feeType: row.feeType,
    feeMin: row.feeMin,
    feeMax: row.feeMax,
    scopeItems: row.scopeItems,
    scopeNotes: mask(row.scopeNotes),
    timelineWeeks: row.timelineWeeks,
    earliestSiteVisit: row.earliestSiteVisit,
    note: mask(row.note),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Who reads a request's introductions: an admin as written; its client with contact details hidden until chosen. */
export type IntroductionsViewer = { role: "admin" } | { role: "client"; mask: MaskWords };

const contactOf = (user: Pick<UserRow, "email" | "firstName" | "lastName" | "phoneNumber">) => ({
  name: displayName(user),
  email: user.email,
  phoneNumber: user.phoneNumber,
});

/**
 * A request's introductions as its client or an admin sees them. The client sees only designers
 * who accepted (and later the one chosen); the designer's contact details only once chosen.
 */
export async function listRequestIntroductions(
  db: Db,
  requestId: string,
  viewer: IntroductionsViewer,
): Promise<Introduction[]> {
  const rows = await db
    .select({
      introduction: introductions,
      designer: users,
      proposal: proposals,
      isVetted: designerProfiles.isVetted,
    })
    .from(introductions)
    .innerJoin(users, eq(users.id, introductions.designerId))
    .leftJoin(proposals, eq(proposals.introductionId, introductions.id))
    .leftJoin(designerProfiles, eq(designerProfiles.userId, introductions.designerId))
    .where(eq(introductions.requestId, requestId))
    .orderBy(asc(introductions.seq));
  return rows
    .filter((row) => viewer.role === "admin" || (row.proposal && row.introduction.status !== "declined"))
    .map(({ introduction, designer, proposal, isVetted }) => ({
      id: introduction.id,
      requestId: introduction.requestId,
      status: introduction.status,
      designer: {
        id: designer.id,
        name: displayName(designer),
        profileImageUrl: designer.profileImageUrl,
        isVetted: isVetted ?? false,
      },
      // Private until chosen (issue 19 §11) holds for a proposal's words as for the thread's.
      proposal: toProposal(
        proposal,
        viewer.role === "client" && introduction.status !== "chosen"
          ? (text) => maskContactDetails(text, viewer.mask.hidden, { ownHosts: viewer.mask.ownHosts })
          : undefined,
      ),
      contact: introduction.status === "chosen" ? contactOf(designer) : null,
      // Why a designer declined is the team's business, as the declined introduction itself is.
      decline:
        viewer.role === "admin" && introduction.status === "declined" && introduction.declineReason
          ? { reason: introduction.declineReason, note: introduction.declineNote }
          : null,
      createdAt: introduction.createdAt.toISOString(),
      respondedAt: introduction.respondedAt?.toISOString() ?? null,
      chosenAt: introduction.chosenAt?.toISOString() ?? null,
    }));
}

/** Words of an introduction move that found its introduction elsewhere: withdrawn requests say so. */
async function lostIntroductionMove(db: DbExecutor, id: string, otherwise: ErrorText): Promise<never> {
  const [now] = await db
    .select({ status: introductions.status })
    .from(introductions)
    .where(eq(introductions.id, id));
  if (!now) throw notFound((m) => m.matching.introductions.errors.notFound);
  if (now.status === "withdrawn") throw conflict((m) => m.matching.introductions.errors.withdrawn);
  throw conflict(otherwise);
}

const alreadyIntroduced: ErrorText = (m) => m.matching.introductions.errors.alreadyIntroduced;
const tooMany: ErrorText = (m) => m.matching.introductions.errors.tooMany;

/**
 * Introduces 1–3 vetted designers to a request (at most 3 in all, none twice); the request becomes
 * 'matched' and each designer is told. The request's row is written first, so introductions to one
 * request are made one after another; each takes one of its 3 places, which the database keeps unique.
 */
export async function introduce(
  deps: MailContext,
  admin: UserRow,
  request: DesignRequestRow,
  designerIds: string[],
): Promise<Introduction[]> {
  const { db } = deps;
  const made = await db.transaction(async (tx) => {
    await moveRequest(
      tx,
      request.id,
      REQUEST_MOVES.introduce,
      (m) => m.matching.introductions.errors.requestNotOpen,
    );
    const existing = await tx
      .select({ designerId: introductions.designerId, slot: introductions.slot })
      .from(introductions)
      .where(eq(introductions.requestId, request.id));
    if (existing.some((row) => designerIds.includes(row.designerId))) throw conflict(alreadyIntroduced);
    const taken = new Set(existing.map((row) => row.slot));
    const free = Array.from({ length: MAX_INTRODUCTIONS }, (_, n) => n + 1).filter(
      (slot) => !taken.has(slot),
    );
    if (free.length < designerIds.length) throw conflict(tooMany);
    const designers = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .innerJoin(designerProfiles, eq(designerProfiles.userId, users.id))
      .where(
        and(inArray(users.id, designerIds), eq(users.role, "designer"), eq(designerProfiles.isVetted, true)),
      );
    if (designers.length !== designerIds.length)
      throw badRequest((m) => m.matching.introductions.errors.notVetted);
    const inserted = await answerLostRace(
      () =>
        tx
          .insert(introductions)
          .values(
            designerIds.map((designerId, n) => ({
              requestId: request.id,
              designerId,
              slot: free[n] ?? 0,
              introducedBy: admin.id,
            })),
          )
          .returning({ id: introductions.id, designerId: introductions.designerId }),
      {
        introductions_request_designer_key: alreadyIntroduced,
        introductions_request_slot_key: tooMany,
        introductions_slot_range: tooMany,
      },
    );
    for (const designer of designerIds.flatMap((id) => designers.filter((d) => d.id === id))) {
      await recordEvent(tx, {
        requestId: request.id,
        actorId: admin.id,
        type: "introduced",
        detail: { designer: displayName(designer) },
      });
    }
    return inserted;
  });
  for (const introduction of made) {
    await notify(deps, {
      userIds: [introduction.designerId],
      facts: { kind: "introduced", district: request.district },
      link: `/dashboard/requests/${introduction.id}`,
      requestId: request.id,
    });
  }
  return listRequestIntroductions(db, request.id, { role: "admin" });
}

function present(
  loaded: { introduction: IntroductionRow; proposal: ProposalRow | null; client: UserRow },
  shown: DesignRequest | undefined,
  request: DesignRequestRow,
): IntroducedRequest {
  const { introduction, proposal, client } = loaded;
  const chosen = CONTACT_SHARED_WITH.includes(introduction.status);
  return {
    id: introduction.id,
    status: introduction.status,
    request: shown
      ? designerBrief(shown, homeownerNameFor(client, introduction.status))
      : designerRecord(request),
    proposal: toProposal(proposal),
    contact: chosen
      ? { ...contactOf(client), phoneNumber: request.mobileNumber, propertyAddress: request.propertyAddress }
      : null,
    createdAt: introduction.createdAt.toISOString(),
    respondedAt: introduction.respondedAt?.toISOString() ?? null,
    chosenAt: introduction.chosenAt?.toISOString() ?? null,
  };
}

/**
 * The requests introduced to a designer (newest first), or one of them: the brief while the
 * homeowner shares the request with them, else only its record; never the client's contact details
 * before they choose this designer.
 */
export async function listDesignerIntroductions(
  db: Db,
  designerId: string,
  introductionId?: string,
): Promise<IntroducedRequest[]> {
  const rows = await db
    .select({ introduction: introductions, proposal: proposals, request: designRequests, client: users })
    .from(introductions)
    .innerJoin(designRequests, eq(designRequests.id, introductions.requestId))
    .innerJoin(users, eq(users.id, designRequests.clientId))
    .leftJoin(proposals, eq(proposals.introductionId, introductions.id))
    .where(
      and(
        eq(introductions.designerId, designerId),
        introductionId ? eq(introductions.id, introductionId) : undefined,
      ),
    )
    .orderBy(desc(introductions.seq));
  // Only the requests still shared are read in full: the others' photos and inspirations stay unread.
  const shared = rows.filter((row) => designerMayRead(row.introduction.status));
  const shown = new Map(
    (
      await presentRequests(
        db,
        shared.map((row) => row.request),
      )
    ).map((request) => [request.id, request]),
  );
  return rows.map((row) =>
    present(
      row,
      designerMayRead(row.introduction.status) ? shown.get(row.request.id) : undefined,
      row.request,
    ),
  );
}

/** Hong Kong's today, as yyyy-MM-dd. */
const hongKongToday = () => format(new TZDate(Date.now(), "Asia/Hong_Kong"), "yyyy-MM-dd");

function proposalColumns(fields: ProposalFields) {
  if (fields.earliestSiteVisit < hongKongToday())
    throw badRequest((m) => m.matching.introductions.validation.siteVisitPast);
  return { ...fields, updatedAt: new Date() };
}

const notPending: ErrorText = (m) => m.matching.introductions.errors.notPending;

/** The early answer from what was loaded; the conditional write below still decides a race. */
function assertCanAnswer(move: Move<IntroductionStatus>, { introduction, request }: LoadedIntroduction) {
  if (introduction.status === "withdrawn" || request.status === "withdrawn")
    throw conflict((m) => m.matching.introductions.errors.withdrawn);
  if (!canMove(move, introduction.status) || !REQUEST_OPEN_TO_ANSWERS.includes(request.status))
    throw conflict(notPending);
}

/** A designer accepts with a proposal; the client is told. */
export async function accept(
  deps: MailContext,
  designer: UserRow,
  loaded: LoadedIntroduction,
  fields: ProposalFields,
): Promise<void> {
  const { db } = deps;
  const { introduction, request } = loaded;
  assertCanAnswer(INTRODUCTION_MOVES.accept, loaded);
  const values = proposalColumns(fields);
  await db.transaction(async (tx) => {
    const moved = await moveIntroduction(tx, introduction.id, INTRODUCTION_MOVES.accept, {
      set: { respondedAt: new Date() },
      whileRequest: REQUEST_OPEN_TO_ANSWERS,
    });
    if (!moved) await lostIntroductionMove(tx, introduction.id, notPending);
    await answerLostRace(
      () => tx.insert(proposals).values({ introductionId: introduction.id, ...values }),
      notPending,
    );
    await recordEvent(tx, {
      requestId: request.id,
      actorId: designer.id,
      type: "accepted",
      detail: { designer: displayName(designer) },
    });
  });
  await notify(deps, {
    userIds: [request.clientId],
    facts: { kind: "accepted", designer: displayName(designer) },
    link: `/dashboard/my-forms/${request.id}`,
    requestId: request.id,
  });
}

/**
 * A designer declines an introduction they have not answered yet, saying why; every admin is told,
 * with a link to the request on the desk to introduce someone else.
 */
export async function decline(
  deps: MailContext,
  designer: UserRow,
  loaded: LoadedIntroduction,
  { reason, note }: DeclineFields,
  log?: NotifyLog,
) {
  const { db } = deps;
  const { introduction, request } = loaded;
  if (introduction.status === "withdrawn") throw conflict((m) => m.matching.introductions.errors.withdrawn);
  if (!canMove(INTRODUCTION_MOVES.decline, introduction.status)) throw conflict(notPending);
  await db.transaction(async (tx) => {
    const moved = await moveIntroduction(tx, introduction.id, INTRODUCTION_MOVES.decline, {
      set: { respondedAt: new Date(), declineReason: reason, declineNote: note },
    });
    if (!moved) await lostIntroductionMove(tx, introduction.id, notPending);
    await recordEvent(tx, {
      requestId: request.id,
      actorId: designer.id,
      type: "declined",
      detail: { designer: displayName(designer) },
    });
  });
  await notifyAdmins(
    deps,
    {
      facts: {
        kind: "declined",
        designer: displayName(designer),
        propertyType: request.propertyType,
        projectType: request.projectType,
        reason,
        note,
      },
      link: `/dashboard/forms?id=${request.id}`,
      requestId: request.id,
    },
    log,
  );
}

/** A designer revises their proposal until the client has chosen. */
export async function reviseProposal(
  db: Db,
  loaded: LoadedIntroduction,
  fields: ProposalFields,
): Promise<void> {
  const { introduction } = loaded;
  assertCanAnswer(INTRODUCTION_MOVES.revise, loaded);
  const values = proposalColumns(fields);
  await db.transaction(async (tx) => {
    // Writing the introduction holds it until the proposal is saved: a choice waits, then sees the new one.
    const moved = await moveIntroduction(tx, introduction.id, INTRODUCTION_MOVES.revise, {
      whileRequest: REQUEST_OPEN_TO_ANSWERS,
    });
    if (!moved) await lostIntroductionMove(tx, introduction.id, notPending);
    await tx.update(proposals).set(values).where(eq(proposals.introductionId, introduction.id));
    await announceRequestChange(tx, loaded.request.id, "revised");
  });
}

const notAccepted: ErrorText = (m) => m.matching.introductions.errors.notAccepted;
const notMatched: ErrorText = (m) => m.matching.introductions.errors.notMatched;

/**
 * The client chooses one designer who accepted: the others are passed over, the request is in
 * progress, and both sides now see each other's contact details. The request's row is written
 * first, so of two choices the second finds it in progress; the database keeps one chosen anyway.
 */
export async function choose(
  deps: MailContext,
  client: UserRow,
  { introduction, request }: LoadedIntroduction,
  log?: NotifyLog,
) {
  const { db } = deps;
  if (!canMove(REQUEST_MOVES.choose, request.status)) throw conflict(notMatched);
  if (!canMove(INTRODUCTION_MOVES.choose, introduction.status)) throw conflict(notAccepted);
  const [designer] = await db.select().from(users).where(eq(users.id, introduction.designerId));
  const designerName = designer ? displayName(designer) : "";
  const passed = await db.transaction(async (tx) => {
    await moveRequest(tx, request.id, REQUEST_MOVES.choose, notMatched);
    const chosen = await answerLostRace(
      () =>
        moveIntroduction(tx, introduction.id, INTRODUCTION_MOVES.choose, { set: { chosenAt: new Date() } }),
      notMatched,
    );
    if (!chosen) throw conflict(notAccepted);
    const passed = await moveRequestIntroductions(tx, request.id, INTRODUCTION_MOVES.pass, introduction.id);
    await forgetMessageNotices(tx, passed);
    await recordEvent(tx, {
      requestId: request.id,
      actorId: client.id,
      type: "chosen",
      detail: { designer: designerName },
    });
    return passed;
  });
  await notify(
    deps,
    {
      userIds: [introduction.designerId],
      facts: { kind: "chosen" },
      link: `/dashboard/requests/${introduction.id}`,
      requestId: request.id,
    },
    log,
  );
  // The choose dialog promises the others are told; they learn which request, never who chose.
  for (const other of passed) {
    await notify(
      deps,
      {
        userIds: [other.designerId],
        facts: { kind: "passed", propertyType: request.propertyType, projectType: request.projectType },
        link: `/dashboard/requests/${other.id}`,
        requestId: request.id,
      },
      log,
    );
  }
}

/** The client marks their project completed (then they may review the designer). */
export async function complete(db: Db, client: UserRow, request: DesignRequestRow): Promise<void> {
  const notInProgress: ErrorText = (m) => m.matching.introductions.errors.notInProgress;
  if (!canMove(REQUEST_MOVES.complete, request.status)) throw conflict(notInProgress);
  await db.transaction(async (tx) => {
    await moveRequest(tx, request.id, REQUEST_MOVES.complete, notInProgress);
    await recordEvent(tx, { requestId: request.id, actorId: client.id, type: "completed" });
  });
}
