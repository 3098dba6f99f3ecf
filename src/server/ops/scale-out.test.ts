import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres } from "../db/client.ts";
import { createDiskStorage } from "../lib/storage/disk-storage.ts";
import { injectAs } from "../test-support/inject.ts";
import { multipart } from "../test-support/multipart.ts";
import {
  createPortfolioItem,
  samplePhoto,
  uploadPortfolioImages,
} from "../test-support/portfolio-uploads.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import {
  createPostgresTestDatabase,
  type PostgresTestDatabase,
  runsOnPostgres,
} from "../test-support/test-database.ts";
import { nextAddress, signedInUser, TEST_PASSWORD } from "../test-support/users.ts";

const ATTEMPTS_PER_MINUTE = 4;

describe.runIf(runsOnPostgres("the scale-out tests"))(
  "two app processes on one database and one image store",
  () => {
    let created: PostgresTestDatabase;
    // Each app has its own pool and its own memory, as two processes would.
    let databases: [Database, Database];
    let a: TestApp;
    let b: TestApp;
    const images = mkdtempSync(join(tmpdir(), "nestmatch-shared-images-"));

    beforeAll(async () => {
      created = await createPostgresTestDatabase();
      databases = [openPostgres(created.url, 3), openPostgres(created.url, 3)];
      const storage = createDiskStorage(images);
      const env = { AUTH_RATE_LIMIT_PER_MINUTE: String(ATTEMPTS_PER_MINUTE) };
      a = await createTestApp(env, { database: databases[0], storage });
      b = await createTestApp(env, { database: databases[1], storage });
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
      await Promise.all(databases?.map((database) => database.close()) ?? []);
      await created?.drop();
      rmSync(images, { recursive: true, force: true });
    });

    it("takes a session made on one on the other, and a sign-out on either ends it on both", async () => {
      const client = await signedInUser(a, "client");
      const onB = await injectAs(b, "GET", "/api/auth/user", client);
      expect(onB.statusCode).toBe(200);
      expect(onB.json().email).toBe(client.user.email);
      const signOut = await b.app.inject({
        url: "/api/logout",
        headers: { cookie: client.cookie, "sec-fetch-site": "same-origin" },
      });
      expect(signOut.headers.location).toBe("/");
      expect((await injectAs(a, "GET", "/api/auth/user", client)).statusCode).toBe(401);
    });

    it("serves from one the images uploaded on the other, originals, variants and profile photos", async () => {
      const designer = await signedInUser(a, "designer");
      const designId = await createPortfolioItem(a, designer);
      expect((await uploadPortfolioImages(a, designer, designId, [await samplePhoto()])).statusCode).toBe(
        200,
      );
      const design = (await injectAs(b, "GET", `/api/portfolio/${designId}`)).json();
      const url: string = design.images[0].imageUrl;
      const fromA = await a.app.inject({ url });
      const fromB = await b.app.inject({ url });
      expect(fromB.statusCode).toBe(200);
      expect(fromB.rawPayload).toEqual(fromA.rawPayload);
      expect((await b.app.inject({ url: `${url}?w=400&f=webp` })).statusCode).toBe(200);

      const photo = multipart("photo", [
        { name: "me.jpg", type: "image/jpeg", data: await samplePhoto("#604020") },
      ]);
      const put = await a.app.inject({
        method: "PUT",
        url: "/api/user/profile/photo",
        payload: photo.payload,
        headers: { ...photo.headers, cookie: designer.cookie },
        remoteAddress: nextAddress(),
      });
      expect(put.statusCode).toBe(200);
      expect((await b.app.inject({ url: put.json().profileImageUrl })).statusCode).toBe(200);
    });

    it("counts sign-in attempts from one address on both against one limit", async () => {
      const client = await signedInUser(a, "client");
      const address = nextAddress();
      const attempt = (t: TestApp) =>
        t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: client.user.email, password: `${TEST_PASSWORD} but wrong` },
          remoteAddress: address,
        });
      const statuses = [];
      for (const t of [a, b, a, b]) statuses.push((await attempt(t)).statusCode);
      expect(statuses).toEqual(Array(ATTEMPTS_PER_MINUTE).fill(401));
      expect((await attempt(a)).statusCode).toBe(429);
      expect((await attempt(b)).statusCode).toBe(429);
    });

    it("shows a catalogue change made on one in the other's next answer, though it keeps answers", async () => {
      const designer = await signedInUser(b, "designer");
      const admin = await signedInUser(b, "admin");
      const total = async () => (await injectAs(a, "GET", "/api/portfolio")).json().total as number;
      const featured = async () =>
        (await injectAs(a, "GET", "/api/featured-designs")).json() as { id: string }[];
      const before = await total();
      expect(await total()).toBe(before);
      expect(await featured()).toEqual([]);

      const designId = await createPortfolioItem(b, designer);
      expect(await total()).toBe(before + 1);
      const feature = await injectAs(b, "PATCH", `/api/portfolio/${designId}/featured`, admin, {
        isFeatured: true,
      });
      expect(feature.statusCode).toBe(200);
      expect((await featured()).map((design) => design.id)).toEqual([designId]);
      expect((await injectAs(b, "DELETE", `/api/portfolio/${designId}`, designer)).statusCode).toBe(204);
      expect(await total()).toBe(before);
      expect(await featured()).toEqual([]);
    });
  },
);
