import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testJpeg } from "../admin/testing.ts";
import { createDiskStorage } from "../lib/storage/disk-storage.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { injectAs } from "../test-support/inject.ts";
import { multipart } from "../test-support/multipart.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { startS3Bucket } from "../test-support/s3-bucket.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, type SignedIn, signedInUser } from "../test-support/users.ts";

/*
 * A deleted account's files go with it at once: a profile photo is public and cached for a year, so
 * one left for the orphan sweep (an hour or more later) would still be served to anyone with its URL.
 */
const folder = mkdtempSync(join(tmpdir(), "nestmatch-deleted-files-"));
let bucket: Awaited<ReturnType<typeof startS3Bucket>>;
let s3: Storage;

beforeAll(async () => {
  bucket = await startS3Bucket("nestmatch-deleted", folder);
  s3 = bucket.storage;
});
afterAll(async () => {
  await bucket?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function uploadTo(t: TestApp, who: SignedIn, method: "PUT" | "POST", url: string) {
  const body = multipart("images", [{ name: "room.jpg", type: "image/jpeg", data: await testJpeg() }]);
  const response = await t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Every stored key under `prefix`. */
async function keysUnder(storage: Storage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list(prefix)) keys.push(file.key);
  return keys;
}

/** The photo and a variant of it are served now, as any visitor (or a shared cache) would fetch them. */
async function servedNow(t: TestApp, urls: string[]) {
  for (const url of urls) {
    const response = await t.app.inject(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
  }
}

async function goneNow(t: TestApp, urls: string[]) {
  for (const url of urls) expect((await t.app.inject(url)).statusCode, url).toBe(404);
}

describe.each([
  ["local disk", () => undefined],
  ["an S3-compatible bucket", () => s3],
])("deleting an account on %s", (_name, storage) => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    const shared = storage();
    t = await createTestApp({}, shared ? { storage: shared } : {});
    admin = await signedInUser(t, "admin");
  });
  afterAll(() => t?.close());

  it("a designer: the profile photo, its variants and the portfolio images are gone at once", async () => {
    const designer = await signedInUser(t, "designer");
    const { profileImageUrl: photo } = await uploadTo(t, designer, "PUT", "/api/user/profile/photo");
    const created = await injectAs(t, "POST", "/api/portfolio", designer, {
      titleEn: "Quiet flat in Sai Ying Pun",
      descriptionEn: "Oak floors, lime-washed walls and a reading nook by the window.",
      style: ["Minimalist"],
      budget: { min: 100_000, max: 300_000 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [image] = (await uploadTo(t, designer, "POST", `/api/portfolio/${created.json().id}/images`))
      .images;
    const urls = [photo, `${photo}?w=320&q=85&f=webp`, image.imageUrl, `${image.imageUrl}?w=640&q=85&f=jpg`];
    await servedNow(t, urls);

    const deleted = await injectAs(t, "DELETE", `/api/admin/users/${designer.user.id}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(204);

    await goneNow(t, urls);
    expect(await keysUnder(t.storage, `users/${designer.user.id}`)).toEqual([]);
    expect(await keysUnder(t.storage, `variants/users/${designer.user.id}`)).toEqual([]);
  });

  it("a client: the profile photo and the request photos are gone at once", async () => {
    const client = await signedInUser(t, "client");
    const { profileImageUrl: photo } = await uploadTo(t, client, "PUT", "/api/user/profile/photo");
    const created = await injectAs(t, "POST", "/api/forms", client, validRequest);
    expect(created.statusCode, created.body).toBe(201);
    const requestId = created.json().id as string;
    await uploadTo(t, client, "POST", `/api/forms/${requestId}/images`);
    const requestFiles = await keysUnder(t.storage, `requests/${requestId}`);
    expect(requestFiles).toHaveLength(1);
    const urls = [photo, `${photo}?w=160&q=85&f=jpg`];
    await servedNow(t, urls);

    const deleted = await injectAs(t, "DELETE", `/api/admin/users/${client.user.id}/hard`, admin);
    expect(deleted.statusCode, deleted.body).toBe(204);

    await goneNow(t, urls);
    expect(await keysUnder(t.storage, `users/${client.user.id}`)).toEqual([]);
    expect(await keysUnder(t.storage, `variants/users/${client.user.id}`)).toEqual([]);
    expect(await keysUnder(t.storage, `requests/${requestId}`)).toEqual([]);
  });
});

describe("the deleted account's photo on a store that still holds an older one", () => {
  it("goes too: every file in the account's photo folder is deleted, not only the current photo", async () => {
    const t = await createTestApp({}, { storage: createDiskStorage(join(folder, "leftovers")) });
    try {
      const admin = await signedInUser(t, "admin");
      const designer = await signedInUser(t, "designer");
      // A replaced photo whose deletion failed (a crash, a storage outage) is still in the folder.
      const leftover = `users/${designer.user.id}/0-left-over.jpg`;
      await t.storage.put(leftover, await testJpeg(), "image/jpeg");
      const { profileImageUrl: photo } = await uploadTo(t, designer, "PUT", "/api/user/profile/photo");
      await servedNow(t, [photo, `/uploads/${leftover}`, `/uploads/${leftover}?w=320&q=85&f=webp`]);

      const deleted = await injectAs(t, "DELETE", `/api/admin/users/${designer.user.id}/hard`, admin);
      expect(deleted.statusCode, deleted.body).toBe(204);

      await goneNow(t, [photo, `/uploads/${leftover}`, `/uploads/${leftover}?w=320&q=85&f=webp`]);
      expect(await keysUnder(t.storage, "variants/users")).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
