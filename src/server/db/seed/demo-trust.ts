import { randomUUID } from "node:crypto";
import { addDays, format } from "date-fns";
import { and, eq, inArray } from "drizzle-orm";
import { hongKongToday } from "#shared/matching/business-days.ts";
import type { CredentialKind, CredentialState } from "#shared/trust/constants.ts";
import type { Storage } from "../../lib/storage/storage.ts";
import type { Db } from "../client.ts";
import { designerCredentials, reviewImages, reviews } from "../schema/index.ts";
import { renderRoomIllustration } from "./illustrations/index.ts";

interface DemoCredential {
  designer: string;
  kind: CredentialKind;
  state: CredentialState;
  reference: string;
  insurer?: string;
  /** Days from today (Hong Kong) to its last day. */
  validDays: number;
  rejectionReason?: string;
}

/**
 * Proof of trust on the demo (issue 22 §4): most vetted designers show verified badges, one insurance
 * expires within 30 days (its reminder and the renewal window show), and the admins' queue has a few to check.
 */
const DEMO_CREDENTIALS: readonly DemoCredential[] = [
  {
    designer: "chloe-wong",
    kind: "business-registration",
    state: "verified",
    reference: "71845210-000-03-26-4",
    validDays: 240,
  },
  {
    designer: "chloe-wong",
    kind: "minor-works",
    state: "verified",
    reference: "MWC 1187/2023",
    validDays: 430,
  },
  {
    designer: "chloe-wong",
    kind: "insurance",
    state: "verified",
    reference: "CAR-HK-2026-04417",
    insurer: "Harbour Mutual Insurance",
    validDays: 21,
  },
  {
    designer: "vivian-lau",
    kind: "business-registration",
    state: "verified",
    reference: "70331894-000-08-26-1",
    validDays: 300,
  },
  {
    designer: "vivian-lau",
    kind: "insurance",
    state: "verified",
    reference: "PL-558-20931",
    insurer: "Victoria Peak Assurance",
    validDays: 310,
  },
  {
    designer: "marcus-leung",
    kind: "business-registration",
    state: "verified",
    reference: "72290017-000-01-27-9",
    validDays: 150,
  },
  {
    designer: "marcus-leung",
    kind: "insurance",
    state: "pending",
    reference: "CAR-HK-2026-08102",
    insurer: "Harbour Mutual Insurance",
    validDays: 365,
  },
  {
    designer: "hana-tsang",
    kind: "minor-works",
    state: "pending",
    reference: "MWC 2041/2025",
    validDays: 700,
  },
  {
    designer: "eric-chan",
    kind: "business-registration",
    state: "rejected",
    reference: "6912",
    validDays: 90,
    rejectionReason: "Only the first page was uploaded; please upload the whole certificate.",
  },
];

/** A one-page PDF saying what the demo document stands for (a real certificate's scan would be here). */
function demoPdf(title: string, reference: string): Buffer {
  const text = `BT /F1 18 Tf 72 720 Td (${title}) Tj 0 -28 Td /F1 12 Tf (${reference} - demo document) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

const TITLES: Record<CredentialKind, string> = {
  "business-registration": "Business Registration Certificate",
  "minor-works": "Minor Works Contractor Registration",
  insurance: "Certificate of Insurance",
};

/** Removes the demo accounts' documents and review photos from storage (their rows go with the accounts). */
export async function removeDemoTrust(db: Db, storage: Storage, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const documents = await db
    .select({ key: designerCredentials.storageKey })
    .from(designerCredentials)
    .where(inArray(designerCredentials.designerId, [...userIds]));
  const photos = await db
    .select({ key: reviewImages.storageKey })
    .from(reviewImages)
    .innerJoin(reviews, eq(reviews.id, reviewImages.reviewId))
    .where(inArray(reviews.designerId, [...userIds]));
  await Promise.all([...documents, ...photos].map((file) => storage.delete(file.key)));
}

export async function seedDemoTrust(
  db: Db,
  storage: Storage,
  designerIds: ReadonlyMap<string, string>,
  adminId: string,
): Promise<void> {
  const today = new Date(`${hongKongToday()}T00:00:00`);
  for (const demo of DEMO_CREDENTIALS) {
    const designerId = designerIds.get(demo.designer);
    if (!designerId) throw new Error(`Demo credential names unknown designer ${demo.designer}`);
    const id = randomUUID();
    const storageKey = `credentials/${designerId}/${id}.pdf`;
    const pdf = demoPdf(TITLES[demo.kind], demo.reference);
    await storage.put(storageKey, pdf, "application/pdf");
    const checked = demo.state !== "pending";
    await db.insert(designerCredentials).values({
      id,
      designerId,
      kind: demo.kind,
      state: demo.state,
      reference: demo.reference,
      insurer: demo.insurer ?? null,
      expiresOn: format(addDays(today, demo.validDays), "yyyy-MM-dd"),
      storageKey,
      contentType: "application/pdf",
      fileName: `${demo.kind}.pdf`,
      sizeBytes: pdf.length,
      rejectionReason: demo.rejectionReason ?? null,
      reviewedBy: checked ? adminId : null,
      reviewedAt: checked ? addDays(new Date(), -3) : null,
      createdAt: addDays(new Date(), checked ? -5 : -1),
    });
  }

  // The reviewed project's finished rooms, on its review: the seed's own illustrations.
  const vivian = designerIds.get("vivian-lau");
  if (!vivian) return;
  const [review] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.designerId, vivian), eq(reviews.isHidden, false)))
    .limit(1);
  if (!review) return;
  const rooms = [
    { room: "living", variant: 1 },
    { room: "kitchen", variant: 0 },
    { room: "bedroom", variant: 2 },
  ] as const;
  for (const [position, { room, variant }] of rooms.entries()) {
    const imageId = randomUUID();
    const storageKey = `reviews/${review.id}/${imageId}.jpg`;
    const width = 1200;
    const height = 800;
    const jpeg = await renderRoomIllustration({ room, style: "Scandinavian", variant, width, height });
    await storage.put(storageKey, jpeg, "image/jpeg");
    await db
      .insert(reviewImages)
      .values({ id: imageId, reviewId: review.id, storageKey, width, height, position });
  }
}
