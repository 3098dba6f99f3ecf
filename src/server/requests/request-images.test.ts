import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { designerProfiles } from "../db/schema/index.ts";
import { injectAs } from "../test-support/inject.ts";
import { multipart } from "../test-support/multipart.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, type SignedIn, signedInUser } from "../test-support/users.ts";

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, "client");
  stranger = await signedInUser(t, "client");
  jpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#a0b0c0" } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

async function newRequest(): Promise<string> {
  const response = await injectAs(t, "POST", "/api/forms", owner, validRequest);
  return response.json().id;
}

function upload(id: string, who: SignedIn, files: { name: string; type: string; data: Buffer }[]) {
  const body = multipart("images", files);
  return t.app.inject({
    method: "POST",
    url: `/api/forms/${id}/images`,
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
    remoteAddress: nextAddress(),
  });
}

describe("request images", () => {
  it("adds photos, serves them privately to those who may read the request, and deletes them with it", async () => {
    const id = await newRequest();
    const added = await upload(id, owner, [
      { name: "living.jpg", type: "image/jpeg", data: jpeg },
      { name: "renamed.jpg", type: "image/jpeg", data: await sharp(jpeg).png().toBuffer() },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    const images: { id: string; imageUrl: string }[] = added.json().images;
    expect(images).toHaveLength(2);

    const own = await t.app.inject({ url: images[0]?.imageUrl ?? "", headers: { cookie: owner.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers["cache-control"]).toBe("private, max-age=3600");
    expect(
      (await t.app.inject({ url: images[0]?.imageUrl ?? "", headers: { cookie: stranger.cookie } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: images[0]?.imageUrl ?? "" })).statusCode).toBe(401);

    const keys = await t.database.db.query.designRequestImages.findMany();
    const stored = keys.filter((row) => row.requestId === id).map((row) => row.storageKey);
    expect(stored).toHaveLength(2);
    expect(stored.some((key) => key.endsWith(".png"))).toBe(false);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/forms/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(removed.statusCode).toBe(204);
    for (const key of stored) expect(await t.storage.get(key)).toBeNull();
  });

  it("refuses files that are not images, and another client's request", async () => {
    const id = await newRequest();
    const text = await upload(id, owner, [
      { name: "photo.jpg", type: "image/jpeg", data: Buffer.from("not a picture at all") },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: "Please select only image files." });
    const foreign = await upload(id, stranger, [{ name: "a.jpg", type: "image/jpeg", data: jpeg }]);
    expect(foreign.statusCode).toBe(404);
  });

  it("refuses an iPhone HEIC photo saying how to send it as JPEG", async () => {
    const id = await newRequest();
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypheic"),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from("mif1heic"),
      Buffer.alloc(64),
    ]);
    const refused = await upload(id, owner, [{ name: "IMG_0001.HEIC", type: "image/heic", data: heic }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/HEIC.*JPEG/);
  });

  it("keeps at most 20 images a request", async () => {
    const id = await newRequest();
    const files = Array.from({ length: 20 }, (_, i) => ({
      name: `${i}.jpg`,
      type: "image/jpeg",
      data: jpeg,
    }));
    expect((await upload(id, owner, files)).statusCode).toBe(200);
    const more = await upload(id, owner, [{ name: "21.jpg", type: "image/jpeg", data: jpeg }]);
    expect(more.statusCode).toBe(400);
    expect(more.json()).toEqual({ message: "You can upload a maximum of 20 images." });
    const rows = await t.database.db.query.designRequestImages.findMany();
    expect(rows.filter((row) => row.requestId === id)).toHaveLength(20);
  });

  it("deletes one image", async () => {
    const id = await newRequest();
    const [image] = (await upload(id, owner, [{ name: "a.jpg", type: "image/jpeg", data: jpeg }])).json()
      .images;
    const url = `/api/forms/${id}/images/${image.id}`;
    const storedKey = async () =>
      (await t.database.db.query.designRequestImages.findMany()).find((row) => row.id === image.id)
        ?.storageKey;
    const key = await storedKey();
    expect(key).toMatch(new RegExp(`^requests/${id}/`));
    expect(
      (await t.app.inject({ method: "DELETE", url, headers: { cookie: stranger.cookie } })).statusCode,
    ).toBe(404);
    expect(await t.storage.get(key as string)).not.toBeNull();
    expect(
      (await t.app.inject({ method: "DELETE", url, headers: { cookie: owner.cookie } })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url, headers: { cookie: owner.cookie } })).statusCode).toBe(404);
    expect(await storedKey()).toBeUndefined();
    expect(await t.storage.get(key as string)).toBeNull();
  });

  it("lets an admin remove a client's photo, refuses designers, and keeps photos once the request is confirmed", async () => {
    const id = await newRequest();
    const images: { id: string }[] = (
      await upload(id, owner, [
        { name: "a.jpg", type: "image/jpeg", data: jpeg },
        { name: "b.jpg", type: "image/jpeg", data: jpeg },
      ])
    ).json().images;
    const [admin, designer] = await Promise.all([signedInUser(t, "admin"), signedInUser(t, "designer")]);
    const url = (image: { id: string } | undefined) => `/api/forms/${id}/images/${image?.id}`;
    expect((await injectAs(t, "DELETE", url(images[0]), designer)).statusCode).toBe(403);
    expect((await injectAs(t, "DELETE", url(images[0]), admin)).statusCode).toBe(204);
    // Another request's photo is not found through this request.
    const otherId = await newRequest();
    expect(
      (await injectAs(t, "DELETE", `/api/forms/${otherId}/images/${images[1]?.id}`, owner)).statusCode,
    ).toBe(404);
    const confirmed = await injectAs(t, "PATCH", `/api/forms/${id}`, admin, { status: "confirmed" });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const late = await injectAs(t, "DELETE", url(images[1]), owner);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: "This request has been confirmed and can no longer be edited." });
    const left = (await injectAs(t, "GET", `/api/client/forms/${id}`, owner)).json().images;
    expect(left.map((image: { id: string }) => image.id)).toEqual([images[1]?.id]);
  });

  it("shows a request's photos to the designers it was introduced to, and to no other designer", async () => {
    const id = await newRequest();
    const [image] = (await upload(id, owner, [{ name: "a.jpg", type: "image/jpeg", data: jpeg }])).json()
      .images;
    const [admin, introduced, other] = await Promise.all([
      signedInUser(t, "admin"),
      signedInUser(t, "designer"),
      signedInUser(t, "designer"),
    ]);
    await t.database.db
      .insert(designerProfiles)
      .values([introduced, other].map((d) => ({ userId: d.user.id, isVetted: true })));
    const made = await injectAs(t, "POST", `/api/forms/${id}/introductions`, admin, {
      designerIds: [introduced.user.id],
    });
    expect(made.statusCode, made.body).toBe(201);
    const url = `/api/forms/${id}/images/${image.id}`;
    const seen = await injectAs(t, "GET", url, introduced);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers["content-type"]).toMatch(/^image\//);
    const refused = await injectAs(t, "GET", url, other);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: "Introduction not found" });
    expect((await injectAs(t, "DELETE", url, introduced)).statusCode).toBe(403);
  });
});
