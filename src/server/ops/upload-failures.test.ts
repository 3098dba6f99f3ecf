import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { designImages, designRequestImages, users } from "../db/schema/index.ts";
import { createDiskStorage } from "../lib/storage/disk-storage.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { filesUnder } from "../test-support/age-files.ts";
import { injectAs } from "../test-support/inject.ts";
import { multipart } from "../test-support/multipart.ts";
import {
  createPortfolioItem,
  samplePhoto,
  uploadPortfolioImages,
} from "../test-support/portfolio-uploads.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, type SignedIn, signedInUser } from "../test-support/users.ts";

const folder = mkdtempSync(join(tmpdir(), "nestmatch-upload-failures-"));
const disk = createDiskStorage(folder);
/** How many more files fit before the disk is full. */
let room = Number.POSITIVE_INFINITY;
/** A disk that fills up: writes beyond `room` fail as a full disk does (ENOSPC). */
const fillingDisk: Storage = {
  ...disk,
  async put(key, data, contentType) {
    if (room <= 0) {
      throw Object.assign(new Error(`ENOSPC: no space left on device, write '${key}'`), { code: "ENOSPC" });
    }
    room -= 1;
    await disk.put(key, data, contentType);
  },
};

let t: TestApp;
let designer: SignedIn;
let client: SignedIn;
let photos: Buffer[];

beforeAll(async () => {
  t = await createTestApp({}, { storage: fillingDisk });
  designer = await signedInUser(t, "designer");
  client = await signedInUser(t, "client");
  photos = [await samplePhoto("#a04040"), await samplePhoto("#40a040"), await samplePhoto("#4040a0")];
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => {
  room = Number.POSITIVE_INFINITY;
});

function uploadRequestPhotos(requestId: string) {
  const body = multipart(
    "images",
    photos.map((data, index) => ({ name: `room-${index}.jpg`, type: "image/jpeg", data })),
  );
  return t.app.inject({
    method: "POST",
    url: `/api/forms/${requestId}/images`,
    payload: body.payload,
    headers: { ...body.headers, cookie: client.cookie },
    remoteAddress: nextAddress(),
  });
}

function uploadProfilePhoto() {
  const body = multipart("photo", [{ name: "me.jpg", type: "image/jpeg", data: photos[0] as Buffer }]);
  return t.app.inject({
    method: "PUT",
    url: "/api/user/profile/photo",
    payload: body.payload,
    headers: { ...body.headers, cookie: designer.cookie },
    remoteAddress: nextAddress(),
  });
}

async function newRequest(): Promise<string> {
  const created = await injectAs(t, "POST", "/api/forms", client, validRequest);
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

describe("a full disk during an upload", () => {
  it("answers 507 with a message and keeps no file and no row of a portfolio upload", async () => {
    const designId = await createPortfolioItem(t, designer);
    room = 1;
    const response = await uploadPortfolioImages(t, designer, designId, photos);
    expect(response.statusCode).toBe(507);
    expect(response.json().message).toMatch(/no room/i);
    expect(
      await t.database.db.select().from(designImages).where(eq(designImages.designId, designId)),
    ).toEqual([]);
    expect(filesUnder(join(folder, "designs", designId))).toEqual([]);
  });

  it("does the same for a request's photos", async () => {
    const requestId = await newRequest();
    room = 2;
    expect((await uploadRequestPhotos(requestId)).statusCode).toBe(507);
    const rows = await t.database.db
      .select()
      .from(designRequestImages)
      .where(eq(designRequestImages.requestId, requestId));
    expect(rows).toEqual([]);
    expect(filesUnder(join(folder, "requests", requestId))).toEqual([]);
  });

  it("keeps the old profile photo", async () => {
    room = 0;
    expect((await uploadProfilePhoto()).statusCode).toBe(507);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, designer.user.id));
    expect(row?.profileImageUrl).toBeNull();
    expect(filesUnder(join(folder, "users"))).toEqual([]);
  });

  it("serves again once there is room", async () => {
    const designId = await createPortfolioItem(t, designer);
    expect((await uploadPortfolioImages(t, designer, designId, photos)).statusCode).toBe(200);
    expect(filesUnder(join(folder, "designs", designId))).toHaveLength(photos.length);
  });
});

describe("a database that refuses the rows after the files were stored", () => {
  const refuse = (table: string) =>
    t.database.db.execute(
      sql.raw(
        `create trigger refuse_for_test before insert on ${table} for each statement execute function refuse_for_test()`,
      ),
    );
  beforeAll(() =>
    t.database.db.execute(
      sql.raw(
        "create function refuse_for_test() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$",
      ),
    ),
  );

  it("removes the stored files of a portfolio upload and a request's photos", async () => {
    const designId = await createPortfolioItem(t, designer);
    const requestId = await newRequest();
    await refuse("design_images");
    await refuse("design_request_images");
    try {
      expect((await uploadPortfolioImages(t, designer, designId, photos)).statusCode).toBe(500);
      expect((await uploadRequestPhotos(requestId)).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_for_test on design_images`);
      await t.database.db.execute(sql`drop trigger refuse_for_test on design_request_images`);
    }
    expect(filesUnder(join(folder, "designs", designId))).toEqual([]);
    expect(filesUnder(join(folder, "requests", requestId))).toEqual([]);
  });
});
