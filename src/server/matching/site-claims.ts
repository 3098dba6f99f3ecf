import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { and, countDistinct, desc, eq, gte, sql } from "drizzle-orm";
import { privateName } from "#shared/auth/display.ts";
import {
  MIN_HOMEOWNERS_SHOWN,
  TESTIMONIAL_MIN_LENGTH,
  TESTIMONIAL_MIN_RATING,
  TESTIMONIALS_SHOWN,
} from "#shared/marketing/claim-rules.ts";
import {
  type ConfiguredClaims,
  configuredClaimsSchema,
  type SiteClaims,
  type SiteTestimonial,
} from "#shared/marketing/site-claims.ts";
import { HK_DISTRICTS } from "#shared/matching/districts.ts";
import { PROPERTY_TYPES, REQUEST_STYLES } from "#shared/requests/constants.ts";
import type { Db } from "../db/client.ts";
import { designRequests, introductions, reviews, users } from "../db/schema/index.ts";

/** Reads and checks the deployment's claims file; a file that is not valid stops the server at start. */
export function readClaimsFile(path: string): ConfiguredClaims {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new Error(`SITE_CLAIMS_FILE ${path} cannot be read: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`SITE_CLAIMS_FILE ${path} is not JSON: ${(error as Error).message}`);
  }
  const parsed = configuredClaimsSchema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`);
    throw new Error(`SITE_CLAIMS_FILE ${path} is not a claims file: ${where.join("; ")}`);
  }
  return parsed.data;
}

const DEMO_CLAIMS_FILE = new URL("../db/seed/demo-claims.json", import.meta.url);

/**
 * The deployment's claims file when it names one; the demo's (the spec's wording and sample homeowners'
 * words) when it runs on demo data; else none, so every figure and quote comes from the data.
 */
export function configuredClaims(config: {
  SITE_CLAIMS_FILE?: string;
  SEED_DEMO: boolean;
}): ConfiguredClaims {
  if (config.SITE_CLAIMS_FILE) return readClaimsFile(config.SITE_CLAIMS_FILE);
  return config.SEED_DEMO ? readClaimsFile(fileURLToPath(DEMO_CLAIMS_FILE)) : {};
}

/** Homeowners who were introduced to at least one designer. */
async function countHomeownersMatched(db: Db): Promise<number> {
  const [row] = await db
    .select({ homeowners: countDistinct(designRequests.clientId) })
    .from(designRequests)
    .innerJoin(introductions, eq(introductions.requestId, designRequests.id));
  return row?.homeowners ?? 0;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** The newest good, shown reviews with something to say, as homeowners left them. */
async function reviewTestimonials(db: Db): Promise<SiteTestimonial[]> {
  const rows = await db
    .select({
      quote: reviews.text,
      rating: reviews.rating,
      firstName: users.firstName,
      lastName: users.lastName,
      district: designRequests.district,
      propertyType: designRequests.propertyType,
      styles: designRequests.designStyles,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.clientId))
    .innerJoin(designRequests, eq(designRequests.id, reviews.requestId))
    .where(
      and(
        eq(reviews.isHidden, false),
        gte(reviews.rating, TESTIMONIAL_MIN_RATING),
        gte(sql`char_length(trim(${reviews.text}))`, TESTIMONIAL_MIN_LENGTH),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(TESTIMONIALS_SHOWN);
  return rows.map((row) => ({
    kind: "review",
    quote: row.quote.trim(),
    name: privateName(row),
    rating: row.rating,
    district: oneOf(HK_DISTRICTS, row.district),
    propertyType: oneOf(PROPERTY_TYPES, row.propertyType),
    style: oneOf(
      REQUEST_STYLES,
      row.styles.find((style) => style !== "Not Sure"),
    ),
  }));
}

/** What the public pages may claim: the deployment's own words where it gave them, else the data's. */
export async function readSiteClaims(db: Db, configured: ConfiguredClaims): Promise<SiteClaims> {
  const homeowners = configured.homeownersMatched ?? (await countHomeownersMatched(db));
  return {
    heroClaim: configured.heroClaim ?? null,
    homeownersMatched: homeowners >= MIN_HOMEOWNERS_SHOWN ? homeowners : null,
    testimonials: configured.testimonials
      ? configured.testimonials.map((testimonial) => ({ kind: "configured", ...testimonial }))
      : await reviewTestimonials(db),
  };
}
