import { randomUUID } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { addDays, set } from "date-fns";
import {
  BUSINESS_DAY_END_HOUR,
  BUSINESS_DAY_START_HOUR,
  dueAt,
  HONG_KONG_TIME_ZONE,
  isBusinessDay,
} from "#shared/matching/business-days.ts";
import type { DeclineReason } from "#shared/matching/decline.ts";
import type { HkDistrict } from "#shared/matching/districts.ts";
import { reviewRequestAt } from "#shared/matching/reminders.ts";
import type { ProjectType, PropertyType, RequestStyle } from "#shared/requests/constants.ts";
import type { Db } from "../client.ts";
import {
  designRequests,
  introductions,
  proposals,
  requestEvents,
  reviews,
  sentReminders,
  users,
} from "../schema/index.ts";
import { DEMO_DESIGNERS } from "./catalogue/index.ts";

/**
 * Homeowners of the demo's past: their ~200 requests over the last 16 weeks give the admin's analytics
 * (issue 22 §1) and the public cost guide something to count. Their password is the demo homeowners'.
 */
export const HISTORY_HOMEOWNERS = [
  { email: "ka.ho.lee@example.com", firstName: "家豪", lastName: "李", phoneNumber: "+852 9011 2345" },
  { email: "sarah.mok@example.com", firstName: "Sarah", lastName: "Mok", phoneNumber: "+852 6222 3456" },
  { email: "james.yip@example.com", firstName: "James", lastName: "Yip", phoneNumber: "+852 9333 4567" },
  { email: "suk.yi.cheng@example.com", firstName: "淑儀", lastName: "鄭", phoneNumber: "+852 5444 5678" },
  { email: "daniel.kwok@example.com", firstName: "Daniel", lastName: "Kwok", phoneNumber: "+852 6555 6789" },
  { email: "anita.fung@example.com", firstName: "Anita", lastName: "Fung", phoneNumber: "+852 9666 7890" },
  { email: "chi.keung.tam@example.com", firstName: "志強", lastName: "譚", phoneNumber: "+852 5777 8901" },
  { email: "rachel.siu@example.com", firstName: "Rachel", lastName: "Siu", phoneNumber: "+852 6888 9012" },
] as const;

/** How far back the history reaches, and how many requests it holds. */
export const HISTORY_WEEKS = 16;
export const HISTORY_REQUESTS = 220;
/** The newest history is this old, so nothing in it is still waiting on the reminders' clock. */
const NEWEST_DAYS = 5;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A small deterministic generator (mulberry32): the same history on every seed, relative to now. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const between = (min: number, max: number) => min + next() * (max - min);
  const int = (min: number, max: number) => Math.floor(between(min, max + 1));
  const chance = (p: number) => next() < p;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const weighted = <T extends string>(weights: Readonly<Record<T, number>>): T => {
    const entries = Object.entries(weights) as [T, number][];
    let left = next() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, weight] of entries) {
      left -= weight;
      if (left < 0) return value;
    }
    return entries[entries.length - 1]?.[0] as T;
  };
  return { next, between, int, chance, pick, weighted };
}
type Random = ReturnType<typeof generator>;

/** Roughly where Hong Kong's flats are renovated: the populous and better-off districts weigh most. */
const DISTRICT_WEIGHTS: Record<HkDistrict, number> = {
  "Central and Western": 9,
  "Wan Chai": 6,
  Eastern: 9,
  Southern: 6,
  "Yau Tsim Mong": 7,
  "Sham Shui Po": 5,
  "Kowloon City": 8,
  "Wong Tai Sin": 4,
  "Kwun Tong": 7,
  "Kwai Tsing": 4,
  "Tsuen Wan": 5,
  "Tuen Mun": 5,
  "Yuen Long": 6,
  North: 3,
  "Tai Po": 4,
  "Sha Tin": 9,
  "Sai Kung": 7,
  Islands: 3,
};
const PROPERTY_WEIGHTS: Record<PropertyType, number> = {
  Apartment: 70,
  House: 11,
  Townhouse: 6,
  Commercial: 13,
};
const PROJECT_WEIGHTS: Record<ProjectType, number> = {
  "Full Design": 36,
  Renovation: 30,
  "Partial Design": 24,
  "New Design": 10,
};
const STYLE_WEIGHTS: Record<RequestStyle, number> = {
  Modern: 18,
  Minimalist: 16,
  Scandinavian: 13,
  Japanese: 12,
  Contemporary: 11,
  Industrial: 6,
  Smart: 6,
  Traditional: 4,
  "Not Sure": 8,
};
const SQUARE_FEET: Record<PropertyType, [number, number]> = {
  Apartment: [320, 1300],
  House: [1100, 2600],
  Townhouse: [1400, 2800],
  Commercial: [600, 3200],
};
/** Design fee per square foot, in HK$ (the fixed fee), by project. */
const FEE_PER_SQ_FT: Record<ProjectType, [number, number]> = {
  "Full Design": [110, 220],
  Renovation: [90, 180],
  "Partial Design": [60, 120],
  "New Design": [100, 200],
};
/** The works' budget per square foot, in HK$, that the homeowner states. */
const BUDGET_PER_SQ_FT: Record<ProjectType, [number, number]> = {
  "Full Design": [700, 1400],
  Renovation: [600, 1200],
  "Partial Design": [250, 600],
  "New Design": [650, 1300],
};

const ESTATES: Record<HkDistrict, readonly string[]> = {
  "Central and Western": ["Robinson Place, 70 Robinson Road, Mid-Levels", "The Belcher's, Pok Fu Lam Road"],
  "Wan Chai": ["The Zenith, 258 Queen's Road East", "Illumination Terrace, Tai Hang Road"],
  Eastern: ["Taikoo Shing, Quarry Bay", "Provident Centre, North Point"],
  Southern: ["South Horizons, Ap Lei Chau", "Baguio Villa, Pok Fu Lam"],
  "Yau Tsim Mong": ["The Victoria Towers, Tsim Sha Tsui", "Olympian City, Tai Kok Tsui"],
  "Sham Shui Po": ["Mei Foo Sun Chuen", "Liberté, Lai Chi Kok"],
  "Kowloon City": ["Whampoa Garden, Hung Hom", "Kadoorie Hill, Ho Man Tin"],
  "Wong Tai Sin": ["Rhythm Garden, San Po Kong", "Galaxia, Diamond Hill"],
  "Kwun Tong": ["Laguna City, Lam Tin", "Amoy Gardens, Ngau Tau Kok"],
  "Kwai Tsing": ["Rambler Crest, Tsing Yi", "Villa Esplanada, Tsing Yi"],
  "Tsuen Wan": ["Belvedere Garden, Tsuen Wan", "Discovery Park, Tsuen Wan"],
  "Tuen Mun": ["Miami Beach Towers, Tuen Mun", "Kingswood Villas, Tin Shui Wai"],
  "Yuen Long": ["Park YOHO, Kam Tin", "Sereno Verde, Yuen Long"],
  North: ["Wing Fok Centre, Fanling", "Grand Regentville, Sheung Shui"],
  "Tai Po": ["Uptown Plaza, Tai Po", "Classical Gardens, Tai Po"],
  "Sha Tin": ["City One Shatin", "Royal Ascot, Fo Tan"],
  "Sai Kung": ["Lohas Park, Tseung Kwan O", "Marina Cove, Sai Kung"],
  Islands: ["Discovery Bay", "Caribbean Coast, Tung Chung"],
};

const BRIEFS: Record<ProjectType, readonly string[]> = {
  "Full Design": [
    "We bought this flat last year and want the whole home designed at once: more storage, a brighter kitchen and a bedroom that feels calm.",
    "A complete design for our family home, with a study for two children, a laundry corner and room for grandparents to stay over.",
    "Whole-home design for a couple who cook a lot: an open kitchen, a dining table for eight and hidden storage everywhere.",
  ],
  Renovation: [
    "The flat is thirty years old: new wiring and plumbing, a new bathroom and kitchen, and the layout opened up where the walls allow.",
    "A tired home that needs renovating before we move in: floors, windows, bathroom and a kitchen that works for daily cooking.",
    "We want to renovate the living room and bedrooms, fix the damp on the outer wall and add air-conditioning that is quiet.",
  ],
  "Partial Design": [
    "Only the living and dining area: it feels dated and dark. We would like built-in shelving, better lighting and a new colour scheme.",
    "A new kitchen and a walk-in wardrobe in the master bedroom; the rest of the flat stays as it is for now.",
    "Help with the children's room: bunk beds, a desk each, and storage that grows with them over the next few years.",
  ],
  "New Design": [
    "A new flat handed over next quarter. We want a clean, easy-to-maintain design with a proper entryway and plenty of storage.",
    "Fitting out a newly completed home from bare shell: layout, lighting, carpentry and furniture, ready to move in within six months.",
  ],
};

const DECLINES: readonly [DeclineReason, string][] = [
  ["fully_booked", "We are fully booked until next quarter."],
  ["fully_booked", ""],
  ["budget", "The budget is too tight for the scope described."],
  ["outside_district", "Too far from our studio for regular site visits."],
  ["style", "This style is not what our studio does best."],
  ["project_type", "We do not take on commercial fit-outs."],
  ["other", "A family matter keeps me from new projects this month."],
];

const REVIEW_TEXTS = [
  [5, "Listened carefully and delivered on time. The storage ideas changed how we live in the flat."],
  [5, "Clear fees from the start and a calm, well-organised site. We would hire them again."],
  [4, "Lovely design; the works ran two weeks late but the contractor kept us informed."],
  [4, "Good ideas and careful drawings, though the first layout needed more rounds than expected."],
  [5, "Every site visit was punctual, and the finished kitchen is exactly what we sketched together."],
] as const;

const SCOPES = [
  [
    "Site measurement",
    "Space planning and layout",
    "3D renderings",
    "Custom carpentry drawings",
    "Site supervision",
  ],
  ["Site measurement", "Space planning and layout", "Material and finish selection", "Contractor tendering"],
  ["Space planning and layout", "3D renderings", "Furniture and lighting selection", "Styling and handover"],
  ["Site measurement", "Space planning and layout", "Building Department submissions", "Site supervision"],
] as const;

const inHongKong = (at: number) => new TZDate(at, HONG_KONG_TIME_ZONE);

/** The moment `hours` business hours (09:00-18:00 Hong Kong, business days) after `from`. */
export function addBusinessHours(from: Date, hours: number): Date {
  let left = hours * HOUR_MS;
  let cursor = from.getTime();
  let day = set(inHongKong(cursor), { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 });
  for (;;) {
    if (isBusinessDay(day)) {
      const at = (h: number) => set(day, { hours: h, minutes: 0, seconds: 0, milliseconds: 0 }).getTime();
      const start = Math.max(cursor, at(BUSINESS_DAY_START_HOUR));
      const available = at(BUSINESS_DAY_END_HOUR) - start;
      if (available > 0) {
        if (available >= left) return new Date(start + left);
        left -= available;
      }
    }
    day = addDays(day, 1);
    cursor = day.getTime();
  }
}

/** A Hong Kong clock time on the day `daysAgo` before `now`: homeowners write mostly in the evening. */
function submissionTime(random: Random, now: number, daysAgo: number): Date {
  const day = inHongKong(now - daysAgo * DAY_MS);
  const hour = random.weighted({ morning: 3, lunch: 2, afternoon: 3, evening: 5, late: 2 });
  const hours = { morning: [8, 11], lunch: [12, 13], afternoon: [14, 17], evening: [19, 22], late: [23, 23] }[
    hour
  ] as [number, number];
  return new Date(
    set(day, {
      hours: random.int(hours[0], hours[1]),
      minutes: random.int(0, 59),
      seconds: random.int(0, 59),
      milliseconds: 0,
    }).getTime(),
  );
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

interface Cast {
  adminId: string;
  homeownerIds: string[];
  designerIds: Map<string, string>;
}

type RequestRow = typeof designRequests.$inferInsert;
type IntroductionRow = typeof introductions.$inferInsert;
type ProposalRow = typeof proposals.$inferInsert;
type EventRow = typeof requestEvents.$inferInsert;
type ReviewRow = typeof reviews.$inferInsert;

/** Designers never reviewed in the history: the demo keeps some profiles without reviews (e2e reads them so). */
const UNREVIEWED = new Set(["hana-tsang", "jason-ho"]);

/**
 * 16 weeks of requests, introductions, proposals, choices, completions and reviews, all in order in time:
 * submitted, then introduced (mostly within the 2-business-day promise, some late), answered within days,
 * chosen after the answers, completed weeks later. Deterministic for a given `now`.
 */
export async function seedDemoHistory(db: Db, cast: Cast, now: number): Promise<number> {
  const random = generator(22_2026);
  const designers = DEMO_DESIGNERS.map((d) => ({
    key: d.key,
    name: `${d.firstName} ${d.lastName}`,
    districts: d.districts as readonly string[],
    id: cast.designerIds.get(d.key) ?? "",
  }));
  if (designers.some((d) => !d.id)) throw new Error("Demo history: a demo designer was not created");
  const requests: RequestRow[] = [];
  const made: IntroductionRow[] = [];
  const offers: ProposalRow[] = [];
  const events: EventRow[] = [];
  const rated: ReviewRow[] = [];
  const clock = (at: Date) => Math.min(at.getTime(), now - HOUR_MS);

  for (let n = 0; n < HISTORY_REQUESTS; n += 1) {
    // Spread over the weeks, a little busier lately (the marketplace is growing).
    const age = NEWEST_DAYS + (HISTORY_WEEKS * 7 - NEWEST_DAYS) * random.next() ** 1.25;
    const createdAt = submissionTime(random, now, age);
    const district = random.weighted(DISTRICT_WEIGHTS);
    const propertyType = random.weighted(PROPERTY_WEIGHTS);
    const projectType = random.weighted(PROJECT_WEIGHTS);
    const first = random.weighted(STYLE_WEIGHTS);
    const second = random.chance(0.45) ? random.weighted(STYLE_WEIGHTS) : first;
    const styles = [
      ...new Set(first === "Not Sure" ? [first] : [first, second].filter((s) => s !== "Not Sure")),
    ];
    const [minFt, maxFt] = SQUARE_FEET[propertyType];
    const squareFootage = roundTo(random.between(minFt, maxFt), 10);
    const [lowBudget, highBudget] = BUDGET_PER_SQ_FT[projectType];
    const budget = squareFootage * random.between(lowBudget, highBudget);
    const budgetMin = Math.max(0, Math.floor((budget * 0.7) / 100_000) * 100_000);
    const budgetMax =
      budget > 2_800_000 ? null : Math.max(budgetMin + 100_000, roundTo(budget * 1.2, 100_000));
    const clientIndex = random.int(0, cast.homeownerIds.length - 1);
    const clientId = cast.homeownerIds[clientIndex] ?? "";
    const due = dueAt(createdAt);
    // The admin reviews and introduces: usually within the promise, now and then late (a busy week, a holiday).
    const delay = random.chance(0.14)
      ? random.between(18.5, 34)
      : random.between(1.5, 16.5) ** random.between(0.9, 1);
    let introducedAt = addBusinessHours(createdAt, delay);
    // A late introduction of the newest requests would fall after now: those were introduced sooner.
    for (let shorter = delay / 2; introducedAt.getTime() > now - 2 * DAY_MS && shorter > 0.1; shorter /= 2)
      introducedAt = addBusinessHours(createdAt, shorter);
    // Around a long holiday nothing may have been introducable yet: such a request is left out.
    if (introducedAt.getTime() > now - 2 * DAY_MS) continue;
    const requestId = randomUUID();
    const request: RequestRow = {
      id: requestId,
      clientId,
      status: "matched",
      propertyAddress: `Flat ${random.int(2, 45)}${random.pick(["A", "B", "C", "D", "E", "F"])}, ${random.pick(ESTATES[district])}`,
      district,
      propertyType,
      projectType,
      homeStatus: projectType === "New Design" ? "New" : random.pick(["Existing", "Existing", "Resale"]),
      designStyles: styles,
      description: random.pick(BRIEFS[projectType]),
      mobileNumber: HISTORY_HOMEOWNERS[clientIndex]?.phoneNumber ?? "+852 9000 0000",
      squareFootage,
      budgetMin,
      budgetMax,
      agreedToTermsAt: createdAt,
      dueAt: due,
      createdAt,
      updatedAt: createdAt,
    };
    requests.push(request);
    events.push({ requestId, actorId: clientId, type: "submitted", createdAt });

    events.push({
      requestId,
      actorId: cast.adminId,
      type: "confirmed",
      createdAt: new Date(introducedAt.getTime() - 20 * 60_000),
    });
    const local = designers.filter((d) => d.districts.includes(district));
    const others = designers.filter((d) => !d.districts.includes(district));
    const count = random.weighted({ one: 1, two: 3, three: 6 });
    const chosenDesigners = [
      ...local.sort(() => random.next() - 0.5),
      ...others.sort(() => random.next() - 0.5),
    ].slice(0, { one: 1, two: 2, three: 3 }[count]);
    const answers: { introduction: IntroductionRow; accepted: boolean; answeredAt: Date }[] = [];
    chosenDesigners.forEach((designer, index) => {
      // A second or third designer is sometimes introduced a little after the first.
      const at =
        index === 0 || random.chance(0.7)
          ? introducedAt
          : addBusinessHours(introducedAt, random.between(0.5, 6));
      const expiredAt = addBusinessHours(at, 18);
      const drawn = random.weighted({ accepted: 66, declined: 22, expired: 12 });
      // The newest introductions have not had 2 business days to expire yet: they were answered.
      const fate = drawn === "expired" && expiredAt.getTime() > now - HOUR_MS ? "accepted" : drawn;
      const introductionId = randomUUID();
      const drawnReply = addBusinessHours(at, random.between(0.3, 1) ** 2 * 17 + 0.2);
      const reply =
        drawnReply.getTime() < now - HOUR_MS
          ? drawnReply
          : new Date(at.getTime() + (now - HOUR_MS - at.getTime()) * random.between(0.2, 0.8));
      const introduction: IntroductionRow = {
        id: introductionId,
        requestId,
        slot: fate === "expired" ? null : index + 1,
        designerId: designer.id,
        status: fate === "accepted" ? "accepted" : fate,
        introducedBy: cast.adminId,
        createdAt: at,
        respondedAt: fate === "expired" ? null : reply,
      };
      events.push({
        requestId,
        actorId: cast.adminId,
        type: "introduced",
        detail: { designer: designer.name },
        createdAt: at,
      });
      if (fate === "declined") {
        const [reason, note] = random.pick(DECLINES);
        introduction.declineReason = reason;
        introduction.declineNote = note;
        events.push({
          requestId,
          actorId: designer.id,
          type: "declined",
          detail: { designer: designer.name },
          createdAt: reply,
        });
      } else if (fate === "expired") {
        events.push({
          requestId,
          actorId: null,
          type: "expired",
          detail: { designer: designer.name },
          createdAt: expiredAt,
        });
      } else {
        const fixed = random.chance(0.6);
        const [lowFee, highFee] = FEE_PER_SQ_FT[projectType];
        const feeMin = roundTo(squareFootage * random.between(lowFee, highFee), 1_000);
        offers.push({
          introductionId,
          feeType: fixed ? "fixed" : "range",
          feeMin,
          feeMax: fixed ? null : roundTo(feeMin * random.between(1.25, 1.6), 1_000),
          scopeItems: [...random.pick(SCOPES)],
          scopeNotes: random.chance(0.4) ? "Two rounds of revisions included." : "",
          timelineWeeks: random.int(6, 16),
          earliestSiteVisit: new Date(reply.getTime() + random.int(2, 10) * DAY_MS)
            .toISOString()
            .slice(0, 10),
          note: "",
          createdAt: reply,
          updatedAt: reply,
        });
        events.push({
          requestId,
          actorId: designer.id,
          type: "accepted",
          detail: { designer: designer.name },
          createdAt: reply,
        });
      }
      made.push(introduction);
      answers.push({
        introduction,
        accepted: fate === "accepted",
        answeredAt: fate === "expired" ? expiredAt : reply,
      });
    });

    // The homeowner chooses after the answers are in, when there is time left to have done so.
    const accepted = answers.filter((a) => a.accepted);
    const lastAnswer = Math.max(...answers.map((a) => a.answeredAt.getTime()));
    const chooseAt = new Date(lastAnswer + random.between(1, 9) * DAY_MS);
    if (accepted.length > 0 && chooseAt.getTime() < now - DAY_MS && random.chance(0.72)) {
      const chosen = random.pick(accepted).introduction;
      chosen.status = "chosen";
      chosen.chosenAt = chooseAt;
      for (const other of accepted) if (other.introduction !== chosen) other.introduction.status = "passed";
      const designer = designers.find((d) => d.id === chosen.designerId);
      events.push({
        requestId,
        actorId: clientId,
        type: "chosen",
        detail: { designer: designer?.name ?? "" },
        createdAt: chooseAt,
      });
      request.status = "in_progress";
      const completedAt = new Date(chooseAt.getTime() + random.between(35, 75) * DAY_MS);
      if (completedAt.getTime() < now - DAY_MS && random.chance(0.8)) {
        request.status = "completed";
        events.push({ requestId, actorId: clientId, type: "completed", createdAt: completedAt });
        if (designer && !UNREVIEWED.has(designer.key) && random.chance(0.55)) {
          const [rating, text] = random.pick(REVIEW_TEXTS);
          rated.push({
            requestId,
            designerId: designer.id,
            clientId,
            rating,
            text,
            createdAt: new Date(completedAt.getTime() + random.between(1, 6) * DAY_MS),
          });
        }
      }
      request.updatedAt = new Date(clock(completedAt));
    } else if (chooseAt.getTime() < now - DAY_MS && random.chance(0.3)) {
      // Some homeowners withdraw: none of the answers suited them, or their plans changed.
      request.status = "withdrawn";
      for (const answer of answers) if (answer.accepted) answer.introduction.status = "withdrawn";
      events.push({ requestId, actorId: clientId, type: "withdrawn", createdAt: chooseAt });
      request.updatedAt = chooseAt;
    } else {
      request.updatedAt = new Date(clock(new Date(lastAnswer)));
    }
  }

  // Reviews come after completion, which may be after now for the newest: keep them in the past.
  for (const review of rated)
    if (review.createdAt && review.createdAt.getTime() > now) review.createdAt = new Date(now - HOUR_MS);
  const batch = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
  };
  await batch(requests, (chunk) => db.insert(designRequests).values(chunk));
  await batch(made, (chunk) => db.insert(introductions).values(chunk));
  await batch(offers, (chunk) => db.insert(proposals).values(chunk));
  await batch(events, (chunk) => db.insert(requestEvents).values(chunk));
  await batch(rated, (chunk) => db.insert(reviews).values(chunk));
  // The earlier system asked each homeowner for a review a week after completion: a fresh start mails nobody
  // about a project finished weeks ago.
  const reviewed = new Set(rated.map((review) => review.requestId));
  const asked = events
    .filter((event) => event.type === "completed" && !reviewed.has(event.requestId))
    .map((event) => ({ requestId: event.requestId, at: reviewRequestAt(event.createdAt ?? new Date(now)) }))
    .filter((ask) => ask.at.getTime() <= now)
    .map((ask) => ({ kind: "review-request", subjectId: ask.requestId, sentAt: ask.at }));
  await batch(asked, (chunk) => db.insert(sentReminders).values(chunk));
  return requests.length;
}

/** The history's homeowners, inserted with one password hash (hashing each would slow every seed). */
export async function createHistoryHomeowners(db: Db, passwordHash: string): Promise<string[]> {
  const rows = await db
    .insert(users)
    .values(
      HISTORY_HOMEOWNERS.map((h) => ({
        email: h.email,
        passwordHash,
        role: "client" as const,
        firstName: h.firstName,
        lastName: h.lastName,
        phoneNumber: h.phoneNumber,
        createdAt: new Date(Date.now() - (HISTORY_WEEKS + 2) * 7 * DAY_MS),
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}
