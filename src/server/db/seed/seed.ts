import { randomUUID } from "node:crypto";
import { count, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { hashPassword } from "../../auth/passwords.ts";
import { setTotpSecret } from "../../auth/second-factor/totp-store.ts";
import { createUser } from "../../auth/users.ts";
import { insertDesign } from "../../designs/service.ts";
import type { Storage } from "../../lib/storage/storage.ts";
import type { Db } from "../client.ts";
import { designImages, designs, users } from "../schema/index.ts";
import { CHINESE_TEXTS } from "./catalogue/chinese-texts.ts";
import { DEMO_DESIGNERS, DEMO_DESIGNS, type DemoDesign } from "./catalogue/index.ts";
import { DEMO_ACCOUNTS, DEMO_DESIGNER_PASSWORD, DEMO_HOMEOWNER_PASSWORD } from "./demo-accounts.ts";
import { createHistoryHomeowners, HISTORY_HOMEOWNERS, seedDemoHistory } from "./demo-history.ts";
import { seedDemoMatching } from "./demo-matching.ts";
import { seedDemoProfiles } from "./demo-profiles.ts";
import { DEMO_HOMEOWNERS, seedDemoRequests } from "./demo-requests.ts";
import { removeDemoTrust, seedDemoTrust } from "./demo-trust.ts";
import { renderRoomIllustration } from "./illustrations/index.ts";

const DAY_MS = 86_400_000;

/** A demo design's texts: its English ones, unless it was written in Chinese only, and its Chinese ones if any. */
function demoTexts(demo: DemoDesign) {
  const chinese = CHINESE_TEXTS[demo.title];
  return {
    titleEn: chinese?.only ? null : demo.title,
    descriptionEn: chinese?.only ? null : demo.description,
    titleZh: chinese?.title ?? null,
    descriptionZh: chinese?.description ?? null,
  };
}

export const demoEmails = () => [
  ...DEMO_ACCOUNTS.map((a) => a.email),
  ...DEMO_DESIGNERS.map((d) => d.email),
  ...DEMO_HOMEOWNERS.map((h) => h.email),
  ...HISTORY_HOMEOWNERS.map((h) => h.email),
];

export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(designs);
  return (row?.n ?? 0) === 0;
}

/** Removes the demo accounts, their designs (by cascade) and those designs' image files. */
async function removeDemoData(db: Db, storage: Storage): Promise<void> {
  const demoUsers = await db.select({ id: users.id }).from(users).where(inArray(users.email, demoEmails()));
  if (demoUsers.length === 0) return;
  await removeDemoTrust(
    db,
    storage,
    demoUsers.map((u) => u.id),
  );
  const images = await db
    .select({ key: designImages.storageKey })
    .from(designImages)
    .innerJoin(designs, eq(designImages.designId, designs.id))
    .where(
      inArray(
        designs.designerId,
        demoUsers.map((u) => u.id),
      ),
    );
  await db.delete(users).where(
    inArray(
      users.id,
      demoUsers.map((u) => u.id),
    ),
  );
  await Promise.all(images.map((image) => storage.delete(image.key)));
}

/**
 * Fills the database with the demo accounts and catalogue: illustrations are rendered here,
 * because nothing can be downloaded at build or run time.
 */
export async function seedDemoData(db: Db, storage: Storage, log: FastifyBaseLogger): Promise<void> {
  const started = Date.now();
  await removeDemoData(db, storage);
  const accounts = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const user = await createUser(db, account);
    if (account.totpSecret) await setTotpSecret(db, user.id, account.totpSecret);
    accounts.set(account.role, user.id);
  }
  const homeownerIds: string[] = [];
  for (const homeowner of DEMO_HOMEOWNERS) {
    const user = await createUser(db, { ...homeowner, role: "client", password: DEMO_HOMEOWNER_PASSWORD });
    homeownerIds.push(user.id);
  }
  const requestCount = await seedDemoRequests(db, homeownerIds, started);

  const designerIds = new Map<string, string>();
  for (const designer of DEMO_DESIGNERS) {
    const user = await createUser(db, { ...designer, role: "designer", password: DEMO_DESIGNER_PASSWORD });
    designerIds.set(designer.key, user.id);
  }
  await seedDemoProfiles(db, designerIds);
  await seedDemoMatching(
    db,
    {
      adminId: accounts.get("admin") ?? "",
      clientId: accounts.get("client") ?? "",
      homeownerId: homeownerIds[2] ?? "",
      reviewerId: homeownerIds[3] ?? "",
      designerIds,
    },
    started,
  );
  const historyCount = await seedDemoHistory(
    db,
    {
      adminId: accounts.get("admin") ?? "",
      homeownerIds: await createHistoryHomeowners(db, await hashPassword(DEMO_HOMEOWNER_PASSWORD)),
      designerIds,
    },
    started,
  );

  await seedDemoTrust(db, storage, designerIds, accounts.get("admin") ?? "");

  let imageCount = 0;
  for (const demo of DEMO_DESIGNS) {
    const designerId = designerIds.get(demo.designerKey);
    if (!designerId)
      throw new Error(`Demo design "${demo.title}" names unknown designer ${demo.designerKey}`);
    const createdAt = new Date(started - demo.ageDays * DAY_MS);
    const designId = randomUUID();
    const primaryStyle = demo.styles[0] ?? "Modern";
    const images = await Promise.all(
      demo.images.map(async (image, position) => {
        const id = randomUUID();
        const storageKey = `designs/${designId}/${id}.jpg`;
        const width = 1600;
        const height = 1067;
        const jpeg = await renderRoomIllustration({
          room: image.room,
          style: primaryStyle,
          variant: image.variant,
          width,
          height,
        });
        await storage.put(storageKey, jpeg, "image/jpeg");
        return { id, storageKey, width, height, position, isMain: position === 0, createdAt };
      }),
    );
    await insertDesign(
      db,
      {
        id: designId,
        designerId,
        ...demoTexts(demo),
        styles: [...demo.styles],
        budgetMin: demo.budgetMin,
        budgetMax: demo.budgetMax,
        isFeatured: demo.isFeatured,
        createdAt,
      },
      images,
    );
    imageCount += images.length;
  }
  log.info(
    {
      designs: DEMO_DESIGNS.length,
      images: imageCount,
      requests: requestCount,
      history: historyCount,
      ms: Date.now() - started,
    },
    "demo data seeded",
  );
}
