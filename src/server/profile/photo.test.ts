import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipart } from "../test-support/multipart.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, type SignedIn, signedInUser } from "../test-support/users.ts";

let t: TestApp;
let designer: SignedIn;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  designer = await signedInUser(t, "designer");
  jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#b08060" } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: "Phone" } })
    .toBuffer();
});
afterAll(() => t.close());

function upload(files: { name: string; type: string; data: Buffer }[]) {
  const body = multipart("photo", files);
  return t.app.inject({
    method: "PUT",
    url: "/api/user/profile/photo",
    payload: body.payload,
    headers: { ...body.headers, cookie: designer.cookie },
    remoteAddress: nextAddress(),
  });
}

const currentPhoto = async () =>
  (
    await t.app.inject({
      url: "/api/auth/user",
      headers: { cookie: designer.cookie },
      remoteAddress: nextAddress(),
    })
  ).json().profileImageUrl as string | null;

describe("profile photo", () => {
  it("stores a re-encoded photo, serves it publicly, and replaces the old one", async () => {
    const first = await upload([{ name: "me.jpg", type: "image/jpeg", data: jpeg }]);
    expect(first.statusCode, first.body).toBe(200);
    const url: string = first.json().profileImageUrl;
    expect(url).toMatch(new RegExp(`^/uploads/users/${designer.user.id}/[0-9a-f-]+\\.jpg$`));
    expect(await currentPhoto()).toBe(url);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

    const second = (await upload([{ name: "me2.jpg", type: "image/jpeg", data: jpeg }])).json()
      .profileImageUrl;
    expect(second).not.toBe(url);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it("refuses a file that is not an image, with a message, and keeps the photo", async () => {
    const before = await currentPhoto();
    const refused = await upload([
      { name: "me.jpg", type: "image/jpeg", data: Buffer.from("not a picture") },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: "Please select only image files." });
    expect(await currentPhoto()).toBe(before);
  });

  it("removes the photo and its file", async () => {
    const uploaded = await upload([{ name: "me.jpg", type: "image/jpeg", data: jpeg }]);
    const url: string = uploaded.json().profileImageUrl;
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: "DELETE",
      url: "/api/user/profile/photo",
      headers: { cookie: designer.cookie },
      remoteAddress: nextAddress(),
    });
    expect(removed.statusCode).toBe(204);
    expect(await currentPhoto()).toBeNull();
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });
});
