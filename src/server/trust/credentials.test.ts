import { addDays, format } from "date-fns";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hongKongToday } from "#shared/matching/business-days.ts";
import type { DirectoryPage } from "#shared/matching/directory-responses.ts";
import type { PublicDesignerProfile } from "#shared/matching/profile.ts";
import type { CredentialKind } from "#shared/trust/constants.ts";
import type { Credential, CredentialQueue, OwnCredentials } from "#shared/trust/credentials.ts";
import { designerCredentials, designerProfiles, notifications } from "../db/schema/index.ts";
import { injectAs } from "../test-support/inject.ts";
import { multipart } from "../test-support/multipart.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, type SignedIn, signedInUser } from "../test-support/users.ts";

let t: TestApp;
let designer: SignedIn;
let other: SignedIn;
let admin: SignedIn;
let client: SignedIn;

/** A Hong Kong date `days` from today. */
const inDays = (days: number) => format(addDays(new Date(`${hongKongToday()}T00:00:00`), days), "yyyy-MM-dd");
const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

beforeAll(async () => {
  t = await createTestApp();
  designer = await signedInUser(t, "designer", { firstName: "Ada", lastName: "Wong" });
  other = await signedInUser(t, "designer");
  admin = await signedInUser(t, "admin");
  client = await signedInUser(t, "client");
  await t.database.db.insert(designerProfiles).values([
    { userId: designer.user.id, isVetted: true },
    { userId: other.user.id, isVetted: true },
  ]);
});
afterAll(() => t.close());

function upload(
  who: SignedIn,
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer } | null = {
    name: "cert.pdf",
    type: "application/pdf",
    data: PDF,
  },
) {
  const body = multipart("document", file ? [file] : [], fields);
  return t.app.inject({
    method: "POST",
    url: "/api/designer/credentials",
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
    remoteAddress: nextAddress(),
  });
}

const insurance = (expiresOn = inDays(400)) => ({
  kind: "insurance",
  reference: "CAR-2026-118",
  insurer: "Harbour Mutual",
  expiresOn,
});

const publicPage = async (id = designer.user.id) =>
  (await injectAs(t, "GET", `/api/designers/${id}`)).json<PublicDesignerProfile>();
const directoryCard = async (id = designer.user.id) =>
  (await injectAs(t, "GET", "/api/designers?pageSize=48"))
    .json<DirectoryPage>()
    .items.find((item) => item.id === id);

async function uploaded(kind: CredentialKind, who = designer, expiresOn = inDays(400)): Promise<Credential> {
  const fields =
    kind === "insurance"
      ? insurance(expiresOn)
      : { kind, reference: kind === "minor-works" ? "MWC 123/2024" : "71234567-000", expiresOn };
  const answer = await upload(who, fields);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<Credential>();
}

describe("uploading a credential", () => {
  it("keeps a PDF privately, pending, and tells the admins", async () => {
    const answer = await upload(designer, insurance());
    expect(answer.statusCode, answer.body).toBe(201);
    const credential = answer.json<Credential>();
    expect(credential).toMatchObject({
      kind: "insurance",
      state: "pending",
      reference: "CAR-2026-118",
      insurer: "Harbour Mutual",
      contentType: "application/pdf",
      fileName: "cert.pdf",
      documentUrl: `/api/credentials/${credential.id}/document`,
    });
    // Never under a public address.
    const [row] = await t.database.db
      .select()
      .from(designerCredentials)
      .where(eq(designerCredentials.id, credential.id));
    expect(row?.storageKey).toMatch(/^credentials\//);
    expect((await t.app.inject({ method: "GET", url: `/uploads/${row?.storageKey}` })).statusCode).toBe(404);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.user.id), eq(notifications.kind, "credential.submitted")));
    expect(told.length).toBeGreaterThan(0);
  });

  it("recognises a file by its content: text named .pdf is refused, a PNG declared as PDF is kept as PNG", async () => {
    const fake = await upload(designer, insurance(), {
      name: "policy.pdf",
      type: "application/pdf",
      data: Buffer.from("this is not a pdf at all, only text"),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe("The file is not a PDF, JPEG, PNG or WebP document");
    const svg = await upload(designer, insurance(), {
      name: "br.png",
      type: "image/png",
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    expect(svg.statusCode).toBe(400);

    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const answer = await upload(
      designer,
      { kind: "minor-works", reference: "MWC 88", expiresOn: inDays(300) },
      {
        name: "scan.pdf",
        type: "application/pdf",
        data: png,
      },
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ contentType: "image/png", fileName: "scan.png" });
  });

  it("refuses a document over 8 MB with 413, in the reader's language", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(9 * 1024 * 1024, 32)]);
    const answer = await upload(designer, insurance(), {
      name: "big.pdf",
      type: "application/pdf",
      data: big,
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe("The document can be at most 8 MB");
  });

  it("refuses missing or wrong fields with a message naming the field", async () => {
    const noInsurer = await upload(designer, { ...insurance(), insurer: "" });
    expect(noInsurer.statusCode).toBe(400);
    expect(noInsurer.json().message).toBe("Enter the insurer's name");
    const expired = await upload(designer, insurance(inDays(-1)));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe("This document has already expired: upload the current one");
    const noFile = await upload(designer, insurance(), null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe("Choose the document to upload");
    const badKind = await upload(designer, { ...insurance(), kind: "diploma" });
    expect(badKind.statusCode).toBe(400);
  });
});

describe("who may see what", () => {
  it("refuses clients everything (403), another designer the document (403), and serves it to its owner and admins", async () => {
    const credential = await uploaded("business-registration");
    for (const [method, url] of [
      ["GET", "/api/designer/credentials"],
      ["GET", credential.documentUrl],
      ["GET", "/api/admin/credentials"],
      ["POST", `/api/admin/credentials/${credential.id}/verify`],
    ] as const) {
      expect((await injectAs(t, method, url, client, method === "POST" ? {} : undefined)).statusCode).toBe(
        403,
      );
    }
    expect((await upload(client, insurance())).statusCode).toBe(403);

    const stranger = await injectAs(t, "GET", credential.documentUrl, other);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe("This document belongs to another designer");
    expect(
      (await injectAs(t, "POST", `/api/admin/credentials/${credential.id}/verify`, designer, {})).statusCode,
    ).toBe(403);

    for (const who of [designer, admin]) {
      const answer = await injectAs(t, "GET", credential.documentUrl, who);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toBe("application/pdf");
      expect(answer.headers["content-disposition"]).toBe('inline; filename="cert.pdf"');
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["cache-control"]).toBe("private, no-store");
      expect(answer.rawPayload.equals(PDF)).toBe(true);
    }
    expect((await injectAs(t, "GET", credential.documentUrl)).statusCode).toBe(401);
  });
});

describe("the admins' review and the public badge", () => {
  it("shows a badge only once verified, with what and until when, never the number", async () => {
    const credential = await uploaded("insurance", other, inDays(200));
    expect((await publicPage(other.user.id)).badges).toEqual([]);

    const queue = (await injectAs(t, "GET", "/api/admin/credentials", admin)).json<CredentialQueue>();
    expect(queue.items.map((item) => item.id)).toContain(credential.id);
    expect(queue.pending).toBeGreaterThan(0);

    // The admin corrects the expiry date read on the document.
    const verified = await injectAs(t, "POST", `/api/admin/credentials/${credential.id}/verify`, admin, {
      expiresOn: inDays(180),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ state: "verified", expiresOn: inDays(180) });

    const page = await publicPage(other.user.id);
    expect(page.badges).toEqual([{ kind: "insurance", validUntil: inDays(180) }]);
    expect(JSON.stringify(page)).not.toContain("CAR-2026-118");
    expect(JSON.stringify(page)).not.toContain("/document");
    expect((await directoryCard(other.user.id))?.badges).toEqual([
      { kind: "insurance", validUntil: inDays(180) },
    ]);

    const again = await injectAs(t, "POST", `/api/admin/credentials/${credential.id}/verify`, admin, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This document has already been checked");
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, other.user.id), eq(notifications.kind, "credential.verified")));
    expect(bell).toHaveLength(1);
  });

  it("rejects with a reason the designer reads; a new upload takes the rejected one's place", async () => {
    const credential = await uploaded("minor-works", other);
    const noReason = await injectAs(t, "POST", `/api/admin/credentials/${credential.id}/reject`, admin, {
      reason: " ",
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe("Say why the document is not accepted");
    const rejected = await injectAs(t, "POST", `/api/admin/credentials/${credential.id}/reject`, admin, {
      reason: "The registration number is cut off.",
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const own = (await injectAs(t, "GET", "/api/designer/credentials", other)).json<OwnCredentials>();
    const minorWorks = own.kinds.find((entry) => entry.kind === "minor-works");
    expect(minorWorks?.open).toMatchObject({
      state: "rejected",
      rejectionReason: "The registration number is cut off.",
    });
    expect(minorWorks?.canUpload).toBe(true);
    expect((await publicPage(other.user.id)).badges.map((badge) => badge.kind)).not.toContain("minor-works");
    expect(
      (await injectAs(t, "POST", `/api/admin/credentials/${credential.id}/verify`, admin, {})).statusCode,
    ).toBe(409);

    const fresh = await uploaded("minor-works", other);
    const after = (await injectAs(t, "GET", "/api/designer/credentials", other)).json<OwnCredentials>();
    expect(after.kinds.find((entry) => entry.kind === "minor-works")?.open?.id).toBe(fresh.id);
    expect((await injectAs(t, "GET", credential.documentUrl, admin)).statusCode).toBe(404);
  });

  it("lets a verified document be renewed only within 30 days of its expiry, keeping its badge meanwhile", async () => {
    const renewing = await signedInUser(t, "designer");
    await t.database.db.insert(designerProfiles).values({ userId: renewing.user.id, isVetted: true });
    const first = await uploaded("business-registration", renewing, inDays(120));
    await injectAs(t, "POST", `/api/admin/credentials/${first.id}/verify`, admin, {});
    const early = await upload(renewing, {
      kind: "business-registration",
      reference: "71234567-001",
      expiresOn: inDays(485),
    });
    expect(early.statusCode).toBe(409);

    await t.database.db
      .update(designerCredentials)
      .set({ expiresOn: inDays(20) })
      .where(eq(designerCredentials.id, first.id));
    const renewal = await uploaded("business-registration", renewing, inDays(385));
    expect((await publicPage(renewing.user.id)).badges).toEqual([
      { kind: "business-registration", validUntil: inDays(20) },
    ]);
    await injectAs(t, "POST", `/api/admin/credentials/${renewal.id}/verify`, admin, {});
    expect((await publicPage(renewing.user.id)).badges).toEqual([
      { kind: "business-registration", validUntil: inDays(385) },
    ]);
    expect((await injectAs(t, "GET", first.documentUrl, admin)).statusCode).toBe(404);
  });

  it("drops a badge by itself after its last day: shown through the expiry date, gone the day after", async () => {
    const lapsing = await signedInUser(t, "designer");
    await t.database.db.insert(designerProfiles).values({ userId: lapsing.user.id, isVetted: true });
    const today = await uploaded("insurance", lapsing, inDays(0));
    await injectAs(t, "POST", `/api/admin/credentials/${today.id}/verify`, admin, {});
    expect((await publicPage(lapsing.user.id)).badges).toEqual([
      { kind: "insurance", validUntil: inDays(0) },
    ]);
    await t.database.db
      .update(designerCredentials)
      .set({ expiresOn: inDays(-1) })
      .where(eq(designerCredentials.id, today.id));
    expect((await publicPage(lapsing.user.id)).badges).toEqual([]);
    expect((await directoryCard(lapsing.user.id))?.badges).toEqual([]);
  });
});
