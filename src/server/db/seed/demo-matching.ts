import { desc, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import {
  designRequests,
  introductionMessages,
  introductions,
  proposals,
  requestEvents,
  reviews,
} from "../schema/index.ts";
import { DEMO_DESIGNERS } from "./catalogue/index.ts";

const DAY_MS = 86_400_000;

const nameOf = (key: string) => {
  const designer = DEMO_DESIGNERS.find((candidate) => candidate.key === key);
  return designer ? `${designer.firstName} ${designer.lastName}` : key;
};

interface Cast {
  adminId: string;
  /** The README's demo client, who gets proposals to compare. */
  clientId: string;
  /** A demo homeowner whose project is under way. */
  homeownerId: string;
  /** A demo homeowner whose project is done and reviewed. */
  reviewerId: string;
  designerIds: Map<string, string>;
}

const brief = {
  propertyAddress: "Flat 18C, Harbour Heights, 5 Fook Yum Road, North Point",
  district: "Eastern",
  propertyType: "Apartment",
  projectType: "Full Design",
  homeStatus: "Resale",
  designStyles: ["Japanese", "Minimalist"],
  description:
    "A 720 sq ft resale flat for a couple and a cat. We want a calm, warm home: hidden storage, a proper entryway, a bright kitchen and a quiet corner to work from home.",
  mobileNumber: "+852 9123 4567",
  squareFootage: 720,
  budgetMin: 300_000,
  budgetMax: 600_000,
};

/**
 * A matching story for the demo: the demo client has proposals from two designers to compare (a
 * third has not answered), and a homeowner's project is under way with Chloe Wong, so every role
 * finds something on their pages.
 */
export async function seedDemoMatching(db: Db, cast: Cast, now: number): Promise<void> {
  const designer = (key: string) => {
    const id = cast.designerIds.get(key);
    if (!id) throw new Error(`Unknown demo designer ${key}`);
    return id;
  };
  const submittedAt = new Date(now - 3 * DAY_MS);
  const [request] = await db
    .insert(designRequests)
    .values({
      ...brief,
      clientId: cast.clientId,
      status: "matched",
      agreedToTermsAt: submittedAt,
      dueAt: new Date(submittedAt.getTime() + 2 * DAY_MS),
      createdAt: submittedAt,
      updatedAt: submittedAt,
    })
    .returning({ id: designRequests.id });
  if (!request) throw new Error("Insert returned no row");
  const introduced = new Date(now - 2 * DAY_MS);
  const made = await db
    .insert(introductions)
    .values(
      [
        ["chloe-wong", "accepted"],
        ["vivian-lau", "accepted"],
        ["marcus-leung", "pending"],
      ].map(([key, status], index) => ({
        requestId: request.id,
        slot: index + 1,
        designerId: designer(key ?? ""),
        status: status as "accepted" | "pending",
        introducedBy: cast.adminId,
        // The third designer was introduced this morning: the demo keeps one waiting for a designer's answer,
        // which the reminders and the 2-day expiry (issue 21 §3) leave alone on the first start.
        createdAt: key === "marcus-leung" ? new Date(now - 4 * 3_600_000) : introduced,
        respondedAt: status === "accepted" ? new Date(now - DAY_MS) : null,
      })),
    )
    .returning({ id: introductions.id, designerId: introductions.designerId });
  const introductionOf = (key: string) => made.find((row) => row.designerId === designer(key))?.id ?? "";
  await db.insert(proposals).values([
    {
      introductionId: introductionOf("chloe-wong"),
      feeType: "fixed",
      feeMin: 95_000,
      scopeItems: [
        "Site measurement",
        "Space planning and layout",
        "3D renderings",
        "Custom carpentry drawings",
        "Site supervision",
      ],
      scopeNotes: "Two rounds of revisions on the layout and renderings.",
      timelineWeeks: 12,
      earliestSiteVisit: new Date(now + 3 * DAY_MS).toISOString().slice(0, 10),
      note: "We finished two flats in Harbour Heights last year and know its walls and pipes well.",
    },
    {
      introductionId: introductionOf("vivian-lau"),
      feeType: "range",
      feeMin: 70_000,
      feeMax: 110_000,
      scopeItems: [
        "Site measurement",
        "Space planning and layout",
        "Material and finish selection",
        "Contractor tendering",
      ],
      scopeNotes: "The final fee depends on how much custom joinery you choose.",
      timelineWeeks: 9,
      earliestSiteVisit: new Date(now + DAY_MS).toISOString().slice(0, 10),
      note: "Calm Japanese interiors for small flats are most of my work: see my portfolio.",
    },
  ]);
  await db.insert(introductionMessages).values([
    {
      introductionId: introductionOf("vivian-lau"),
      authorId: cast.clientId,
      body: "Could the study corner fit a 160 cm desk?",
      createdAt: new Date(now - 20 * 3_600_000),
    },
    {
      introductionId: introductionOf("vivian-lau"),
      authorId: designer("vivian-lau"),
      body: "Yes, by the window if we move the shoe cabinet to the entryway. I can sketch it at the site visit.",
      createdAt: new Date(now - 18 * 3_600_000),
    },
  ]);
  await db.insert(requestEvents).values([
    { requestId: request.id, actorId: cast.clientId, type: "submitted", createdAt: submittedAt },
    { requestId: request.id, actorId: cast.adminId, type: "confirmed", createdAt: introduced },
    ...["chloe-wong", "vivian-lau", "marcus-leung"].map((key) => ({
      requestId: request.id,
      actorId: cast.adminId,
      type: "introduced" as const,
      detail: { designer: nameOf(key) },
      createdAt: introduced,
    })),
  ]);

  await chooseForNewestRequest(db, cast, designer("chloe-wong"), cast.homeownerId, "in_progress", now);
  const done = await chooseForNewestRequest(
    db,
    cast,
    designer("vivian-lau"),
    cast.reviewerId,
    "completed",
    now,
  );
  if (done) {
    await db.insert(reviews).values({
      requestId: done,
      designerId: designer("vivian-lau"),
      clientId: cast.reviewerId,
      rating: 5,
      text: "Vivian listened, kept to the budget and found storage we did not know we had. The site visits were always on time.",
    });
  }
}

/** A homeowner's newest request with `designerId` chosen; returns its id. */
async function chooseForNewestRequest(
  db: Db,
  cast: Cast,
  designerId: string,
  clientId: string,
  status: "in_progress" | "completed",
  now: number,
): Promise<string | null> {
  const [request] = await db
    .select({ id: designRequests.id })
    .from(designRequests)
    .where(eq(designRequests.clientId, clientId))
    .orderBy(desc(designRequests.createdAt))
    .limit(1);
  if (!request) return null;
  await db.update(designRequests).set({ status }).where(eq(designRequests.id, request.id));
  const [chosen] = await db
    .insert(introductions)
    .values({
      requestId: request.id,
      slot: 1,
      designerId,
      status: "chosen",
      introducedBy: cast.adminId,
      respondedAt: new Date(now - DAY_MS),
      chosenAt: new Date(now - 3_600_000),
    })
    .returning({ id: introductions.id });
  if (!chosen) return null;
  await db.insert(proposals).values({
    introductionId: chosen.id,
    feeType: "fixed",
    feeMin: 60_000,
    scopeItems: ["Site measurement", "Space planning and layout", "3D renderings"],
    timelineWeeks: 8,
    earliestSiteVisit: new Date(now + 2 * DAY_MS).toISOString().slice(0, 10),
    note: "Looking forward to it.",
  });
  return request.id;
}
