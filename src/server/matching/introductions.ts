import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { displayName } from "#shared/auth/display.ts";
import { MAX_INTRODUCTIONS } from "#shared/matching/constants.ts";
import type {
  IntroducedRequest,
  Introduction,
  Proposal,
  ProposalFields,
} from "#shared/matching/introductions.ts";
import type { Db } from "../db/client.ts";
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
import { badRequest, conflict } from "../lib/http-errors.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { presentRequests } from "../requests/service.ts";
import { recordEvent } from "../requests/history.ts";
import type { LoadedIntroduction } from "./introduction-policy.ts";
import { notify } from "../notifications/notify.ts";

const OPEN_FOR_INTRODUCTIONS = ["submitted", "confirmed", "matched"];

function toProposal(row: ProposalRow | null): Proposal | null {
  if (!row) return null;
  return {
    feeType: row.feeType,
    feeMin: row.feeMin,
    feeMax: row.feeMax,
    scopeItems: row.scopeItems,
    scopeNotes: row.scopeNotes,
    timelineWeeks: row.timelineWeeks,
    earliestSiteVisit: row.earliestSiteVisit,
    note: row.note,
    updatedAt: row.updatedAt.toISOString(),
  };
}

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
  viewer: "client" | "admin",
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
    .filter((row) => viewer === "admin" || (row.proposal && row.introduction.status !== "declined"))
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
      proposal: toProposal(proposal),
      contact: introduction.status === "chosen" ? contactOf(designer) : null,
      createdAt: introduction.createdAt.toISOString(),
      respondedAt: introduction.respondedAt?.toISOString() ?? null,
      chosenAt: introduction.chosenAt?.toISOString() ?? null,
    }));
}

/**
 * Introduces 1–3 vetted designers to a request (at most 3 in all, none twice); the request becomes
 * 'matched' and each designer is told.
 */
export async function introduce(
  deps: MailContext,
  admin: UserRow,
  request: DesignRequestRow,
  designerIds: string[],
): Promise<Introduction[]> {
  const { db } = deps;
  if (!OPEN_FOR_INTRODUCTIONS.includes(request.status))
    throw conflict((m) => m.matching.introductions.errors.requestNotOpen);
  const existing = await db
    .select({ designerId: introductions.designerId })
    .from(introductions)
    .where(eq(introductions.requestId, request.id));
  if (existing.some((row) => designerIds.includes(row.designerId)))
    throw conflict((m) => m.matching.introductions.errors.alreadyIntroduced);
  if (existing.length + designerIds.length > MAX_INTRODUCTIONS)
    throw conflict((m) => m.matching.introductions.errors.tooMany);
  const designers = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(designerProfiles, eq(designerProfiles.userId, users.id))
    .where(
      and(inArray(users.id, designerIds), eq(users.role, "designer"), eq(designerProfiles.isVetted, true)),
    );
  if (designers.length !== designerIds.length)
    throw badRequest((m) => m.matching.introductions.errors.notVetted);

  await db.transaction(async (tx) => {
    await tx
      .insert(introductions)
      .values(
        designerIds.map((designerId) => ({ requestId: request.id, designerId, introducedBy: admin.id })),
      );
    await tx
      .update(designRequests)
      .set({ status: "matched", updatedAt: new Date() })
      .where(eq(designRequests.id, request.id));
    for (const designer of designerIds.flatMap((id) => designers.filter((d) => d.id === id))) {
      await recordEvent(tx, {
        requestId: request.id,
        actorId: admin.id,
        type: "introduced",
        detail: { designer: displayName(designer) },
      });
    }
  });
  const made = await db
    .select({ id: introductions.id, designerId: introductions.designerId })
    .from(introductions)
    .where(and(eq(introductions.requestId, request.id), inArray(introductions.designerId, designerIds)));
  for (const introduction of made) {
    await notify(deps, {
      userIds: [introduction.designerId],
      facts: { kind: "introduced", district: request.district },
      link: `/dashboard/requests/${introduction.id}`,
    });
  }
  return listRequestIntroductions(db, request.id, "admin");
}

function present(
  loaded: { introduction: IntroductionRow; proposal: ProposalRow | null; client: UserRow },
  shown: Awaited<ReturnType<typeof presentRequests>>[number],
  request: DesignRequestRow,
): IntroducedRequest {
  const { introduction, proposal, client } = loaded;
  const {
    client: _client,
    clientId: _clientId,
    propertyAddress: _address,
    mobileNumber: _mobile,
    contractorNames: _contractors,
    pastCollaborationNames: _past,
    ...brief
  } = shown;
  const chosen = introduction.status === "chosen";
  return {
    id: introduction.id,
    status: introduction.status,
    request: { ...brief, clientFirstName: client.firstName },
    proposal: toProposal(proposal),
    contact: chosen
      ? { ...contactOf(client), phoneNumber: request.mobileNumber, propertyAddress: request.propertyAddress }
      : null,
    createdAt: introduction.createdAt.toISOString(),
    respondedAt: introduction.respondedAt?.toISOString() ?? null,
    chosenAt: introduction.chosenAt?.toISOString() ?? null,
  };
}

/** The requests introduced to a designer (newest first), or one of them: the brief, never the client's contact details before they choose this designer. */
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
  const shown = await presentRequests(
    db,
    rows.map((row) => row.request),
  );
  return rows.flatMap((row, index) => {
    const request = shown[index];
    return request ? [present(row, request, row.request)] : [];
  });
}

/** Hong Kong's today, as yyyy-MM-dd. */
const hongKongToday = () => format(new TZDate(Date.now(), "Asia/Hong_Kong"), "yyyy-MM-dd");

function proposalColumns(fields: ProposalFields) {
  if (fields.earliestSiteVisit < hongKongToday())
    throw badRequest((m) => m.matching.introductions.validation.siteVisitPast);
  return { ...fields, updatedAt: new Date() };
}

const notPending = () => conflict((m) => m.matching.introductions.errors.notPending);

function assertRequestMatching(request: DesignRequestRow) {
  if (request.status !== "matched") throw notPending();
}

/** A designer accepts with a proposal; the client is told. */
export async function accept(
  deps: MailContext,
  designer: UserRow,
  { introduction, request }: LoadedIntroduction,
  fields: ProposalFields,
): Promise<void> {
  const { db } = deps;
  if (introduction.status !== "pending") throw notPending();
  assertRequestMatching(request);
  const values = proposalColumns(fields);
  await db.transaction(async (tx) => {
    await tx
      .update(introductions)
      .set({ status: "accepted", respondedAt: new Date() })
      .where(eq(introductions.id, introduction.id));
    await tx.insert(proposals).values({ introductionId: introduction.id, ...values });
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
  });
}

/** A designer declines an introduction they have not answered yet. */
export async function decline(db: Db, designer: UserRow, { introduction, request }: LoadedIntroduction) {
  if (introduction.status !== "pending") throw notPending();
  await db.transaction(async (tx) => {
    await tx
      .update(introductions)
      .set({ status: "declined", respondedAt: new Date() })
      .where(eq(introductions.id, introduction.id));
    await recordEvent(tx, {
      requestId: request.id,
      actorId: designer.id,
      type: "declined",
      detail: { designer: displayName(designer) },
    });
  });
}

/** A designer revises their proposal until the client has chosen. */
export async function reviseProposal(
  db: Db,
  { introduction, request }: LoadedIntroduction,
  fields: ProposalFields,
): Promise<void> {
  if (introduction.status !== "accepted") throw notPending();
  assertRequestMatching(request);
  await db
    .update(proposals)
    .set(proposalColumns(fields))
    .where(eq(proposals.introductionId, introduction.id));
}

/**
 * The client chooses one designer who accepted: the others are passed over, the request is in
 * progress, and both sides now see each other's contact details.
 */
export async function choose(
  deps: MailContext,
  client: UserRow,
  { introduction, request }: LoadedIntroduction,
) {
  const { db } = deps;
  if (request.status !== "matched") throw conflict((m) => m.matching.introductions.errors.notMatched);
  if (introduction.status !== "accepted") throw conflict((m) => m.matching.introductions.errors.notAccepted);
  const [designer] = await db.select().from(users).where(eq(users.id, introduction.designerId));
  const designerName = designer ? displayName(designer) : "";
  await db.transaction(async (tx) => {
    await tx
      .update(introductions)
      .set({ status: "chosen", chosenAt: new Date() })
      .where(eq(introductions.id, introduction.id));
    await tx
      .update(introductions)
      .set({ status: "passed" })
      .where(
        and(
          eq(introductions.requestId, request.id),
          sql`${introductions.id} <> ${introduction.id}`,
          inArray(introductions.status, ["pending", "accepted"]),
        ),
      );
    await tx
      .update(designRequests)
      .set({ status: "in_progress", updatedAt: new Date() })
      .where(eq(designRequests.id, request.id));
    await recordEvent(tx, {
      requestId: request.id,
      actorId: client.id,
      type: "chosen",
      detail: { designer: designerName },
    });
  });
  await notify(deps, {
    userIds: [introduction.designerId],
    facts: { kind: "chosen" },
    link: `/dashboard/requests/${introduction.id}`,
  });
}

/** The client marks their project completed (then they may review the designer). */
export async function complete(db: Db, client: UserRow, request: DesignRequestRow): Promise<void> {
  if (request.status !== "in_progress") throw conflict((m) => m.matching.introductions.errors.notInProgress);
  await db.transaction(async (tx) => {
    await tx
      .update(designRequests)
      .set({ status: "completed", updatedAt: new Date() })
      .where(eq(designRequests.id, request.id));
    await recordEvent(tx, { requestId: request.id, actorId: client.id, type: "completed" });
  });
}
