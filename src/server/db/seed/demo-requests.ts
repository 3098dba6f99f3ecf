import { dueAt } from "#shared/matching/business-days.ts";
import type { Db } from "../client.ts";
import { designRequests } from "../schema/index.ts";

/** Homeowners of the demo data, so the admin's review desk has something to review. */
export const DEMO_HOMEOWNERS = [
  { email: "tai.man.chan@example.com", firstName: "大文", lastName: "陳", phoneNumber: "+852 9345 1122" },
  { email: "priya.nair@example.com", firstName: "Priya", lastName: "Nair", phoneNumber: "+852 6123 8890" },
  { email: "wing.yan.ho@example.com", firstName: "Wing Yan", lastName: "Ho", phoneNumber: "+852 9876 5401" },
  {
    email: "oliver.grant@example.com",
    firstName: "Oliver",
    lastName: "Grant",
    phoneNumber: "+852 5123 0099",
  },
  { email: "mei.ling.wong@example.com", firstName: "美玲", lastName: "黃", phoneNumber: "+852 6688 2211" },
] as const;

const ADDRESSES = [
  "Flat 12B, Tower 3, Taikoo Shing, Quarry Bay",
  "House 7, Hillside Villas, 18 Tai Po Road, Sha Tin",
  "Flat 5A, 23 Caine Road, Mid-Levels",
  "Flat 31C, The Harbourside, 1 Austin Road West, Tsim Sha Tsui",
  "2/F, 88 Wing Lok Street, Sheung Wan",
  "Flat 8D, Block 2, Lohas Park, Tseung Kwan O",
];
/** The district of each address above, which the admin's suggestions rank designers on. */
const DISTRICTS = [
  "Eastern",
  "Sha Tin",
  "Central and Western",
  "Yau Tsim Mong",
  "Central and Western",
  "Sai Kung",
] as const;
const BRIEFS = [
  "A 650 sq ft flat for a family of three. We need far more storage, a study corner for our daughter and a calm bedroom.",
  "Our village house needs a full renovation: open kitchen, brighter living room and a guest room for visiting parents.",
  "First home, a compact 420 sq ft studio. Looking for clever built-ins, a fold-away desk and warm lighting.",
  "Harbour-view apartment, mostly fine, but the living and dining area feels dated. We love natural wood and linen.",
  "Converting a small office floor into a café with 20 seats. Needs a durable, welcoming look and a clear service counter.",
  "New flat handed over next month. We want a minimalist, easy-to-clean home with a proper entryway and shoe storage.",
];
const TYPES = [
  ["Apartment", "Full Design"],
  ["House", "Renovation"],
  ["Apartment", "New Design"],
  ["Apartment", "Partial Design"],
  ["Commercial", "Full Design"],
  ["Townhouse", "New Design"],
] as const;
const STYLES = [
  ["Scandinavian", "Japanese"],
  ["Modern"],
  ["Minimalist", "Smart"],
  ["Contemporary"],
  ["Industrial", "Modern"],
  ["Traditional", "Not Sure"],
];
const REQUESTS_PER_HOMEOWNER = 6;
const HOUR_MS = 3_600_000;

/** Six requests of each demo homeowner, an hour and a half apart; the older half confirmed. */
export async function seedDemoRequests(db: Db, homeownerIds: string[], now: number): Promise<number> {
  const rows = homeownerIds.flatMap((clientId, who) =>
    Array.from({ length: REQUESTS_PER_HOMEOWNER }, (_, n) => {
      const i = (who + n) % ADDRESSES.length;
      const [propertyType, projectType] = TYPES[i] ?? TYPES[0];
      // Within the last two days, so the desk shows requests still inside the 2-business-day promise.
      const createdAt = new Date(now - (who * REQUESTS_PER_HOMEOWNER + n) * 1.5 * HOUR_MS);
      return {
        clientId,
        status: n >= REQUESTS_PER_HOMEOWNER / 2 ? ("confirmed" as const) : ("submitted" as const),
        propertyAddress: ADDRESSES[i] ?? "",
        district: DISTRICTS[i] ?? null,
        propertyType,
        projectType,
        homeStatus: "Existing",
        designStyles: STYLES[i] ?? ["Modern"],
        description: BRIEFS[i] ?? "",
        mobileNumber: DEMO_HOMEOWNERS[who]?.phoneNumber ?? "+852 9000 0000",
        squareFootage: 400 + i * 150,
        budgetMin: i * 100_000,
        budgetMax: i === 5 ? null : (i + 2) * 100_000,
        agreedToTermsAt: createdAt,
        dueAt: dueAt(createdAt),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  await db.insert(designRequests).values(rows);
  return rows.length;
}
