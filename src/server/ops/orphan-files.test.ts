import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { designImages } from "../db/schema/index.ts";
import { ageFiles, filesUnder } from "../test-support/age-files.ts";
import { multipart } from "../test-support/multipart.ts";
import {
  createPortfolioItem,
  samplePhoto,
  uploadPortfolioImages,
} from "../test-support/portfolio-uploads.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, type SignedIn, signedInUser } from "../test-support/users.ts";
import { ORPHAN_MIN_AGE_MS, sweepOrphanFiles } from "./orphan-files.ts";

let t: TestApp;
let designer: SignedIn;
let uploads: string;

beforeAll(async () => {
  t = await createTestApp();
  designer = await signedInUser(t, "designer");
  uploads = join(t.config.DATA_DIR, "uploads");
});
afterAll(() => t.close());

const sweep = () => sweepOrphanFiles(t.database.db, t.storage, new Date(Date.now() - ORPHAN_MIN_AGE_MS));

it("removes old files no row points at and keeps every file a row needs, and young files", async () => {
  const designId = await createPortfolioItem(t, designer);
  expect((await uploadPortfolioImages(t, designer, designId, [await samplePhoto()])).statusCode).toBe(200);
  const [image] = await t.database.db.select().from(designImages);
  const original = image?.storageKey ?? "";
  // A variant made of a kept original stays.
  const variant = await t.app.inject({
    url: `/uploads/${original}?w=400&f=webp`,
    remoteAddress: nextAddress(),
  });
  expect(variant.statusCode).toBe(200);

  const orphans = [
    `designs/${designId}/00000000-0000-4000-8000-00000000000a.jpg`,
    `designs/${designId}/00000000-0000-4000-8000-00000000000b.jpg.4242.partial`,
    `variants/designs/${designId}/00000000-0000-4000-8000-00000000000c/w400-q75.webp`,
    `users/${designer.user.id}/00000000-0000-4000-8000-00000000000d.jpg`,
    "requests/00000000-0000-4000-8000-00000000000e/00000000-0000-4000-8000-00000000000f.png",
  ];
  for (const key of orphans) await t.storage.put(key, Buffer.from("left behind"), "image/jpeg");
  const kept = filesUnder(uploads).filter((path) => !orphans.includes(path));
  expect(kept).toHaveLength(2);

  ageFiles(uploads, 2 * ORPHAN_MIN_AGE_MS);
  const young = `designs/${designId}/00000000-0000-4000-8000-000000000010.jpg`;
  await t.storage.put(young, Buffer.from("still uploading"), "image/jpeg");

  expect(await sweep()).toBe(orphans.length);
  expect(filesUnder(uploads)).toEqual([...kept, young].sort());
  expect(await sweep()).toBe(0);
});

it("keeps a profile photo its account shows", async () => {
  const body = multipart("photo", [
    { name: "me.jpg", type: "image/jpeg", data: await samplePhoto("#a06040") },
  ]);
  const response = await t.app.inject({
    method: "PUT",
    url: "/api/user/profile/photo",
    payload: body.payload,
    headers: { ...body.headers, cookie: designer.cookie },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const photo = (response.json().profileImageUrl as string).replace("/uploads/", "");
  ageFiles(uploads, 2 * ORPHAN_MIN_AGE_MS);
  await sweep();
  expect(filesUnder(uploads)).toContain(photo);
});
