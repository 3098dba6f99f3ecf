import { readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Design } from "#shared/designs/design.ts";
import type { ImageStateEntry } from "#shared/designs/portfolio.ts";
import { injectAs, type Method } from "../test-support/inject.ts";
import { multipart } from "../test-support/multipart.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, type SignedIn, signedInUser } from "../test-support/users.ts";

let t: TestApp;
let designer: SignedIn;
let otherDesigner: SignedIn;
let admin: SignedIn;
let client: SignedIn;
const photos: Buffer[] = [];

const item = {
  titleEn: "Harbour-view flat in North Point",
  descriptionEn: "A 700 sq ft flat opened to the light, with oak joinery and a hidden study.",
  style: ["Modern", "Scandinavian"],
  budget: { min: "HK$100,000", max: "HK$300,000" },
};

beforeAll(async () => {
  t = await createTestApp();
  designer = await signedInUser(t, "designer");
  otherDesigner = await signedInUser(t, "designer");
  admin = await signedInUser(t, "admin");
  client = await signedInUser(t, "client");
  for (const background of ["#c04040", "#40c040", "#4040c0", "#c0c040", "#40c0c0", "#c040c0"]) {
    photos.push(
      await sharp({ create: { width: 90, height: 60, channels: 3, background } })
        .jpeg()
        .toBuffer(),
    );
  }
});
afterAll(() => t.close());

const call = (method: Method, url: string, who?: SignedIn | null, payload?: object) =>
  injectAs(t, method, url, who, payload);

async function createItem(who: SignedIn = designer, payload: object = item): Promise<Design> {
  const response = await call("POST", "/api/portfolio", who, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const files = (indexes: number[]) =>
  indexes.map((index) => ({ name: `photo-${index}.jpg`, type: "image/jpeg", data: photos[index] as Buffer }));

function upload(id: string, indexes: number[], who: SignedIn = designer) {
  const body = multipart("images", files(indexes));
  return t.app.inject({
    method: "POST",
    url: `/api/portfolio/${id}/images`,
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
    remoteAddress: nextAddress(),
  });
}

function replace(id: string, state: unknown, newIndexes: number[] = [], who: SignedIn = designer) {
  const body = multipart("images", files(newIndexes), { imageState: JSON.stringify(state) });
  return t.app.inject({
    method: "PUT",
    url: `/api/portfolio/${id}/images`,
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
    remoteAddress: nextAddress(),
  });
}

async function withImages(count: number): Promise<Design> {
  const created = await createItem();
  const response = await upload(
    created.id,
    Array.from({ length: count }, (_, i) => i),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The files stored for a design, originals and variants. */
function storedFiles(designId: string): string[] {
  const uploads = join(t.config.DATA_DIR, "uploads");
  const list = (dir: string): string[] => {
    try {
      return readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name));
    } catch {
      return [];
    }
  };
  return [
    ...list(join(uploads, "designs", designId)),
    ...list(join(uploads, "variants", "designs", designId)),
  ];
}

const kept = (image: Design["images"][number], order: number, isMain = false): ImageStateEntry => ({
  isMain,
  isExisting: true,
  existingUrl: image.imageUrl,
  order,
});

describe("creating and editing portfolio items", () => {
  it("creates an item for the signed-in designer, whatever designerId the payload names", async () => {
    const created = await createItem(designer, { ...item, designerId: otherDesigner.user.id });
    expect(created).toMatchObject({
      id: expect.any(String),
      title: item.titleEn,
      style: ["Modern", "Scandinavian"],
      budget: { min: "HK$100,000", max: "HK$300,000" },
      budgetMin: 100_000,
      budgetMax: 300_000,
      isFeatured: false,
      images: [],
      designer: { id: designer.user.id },
    });
    const own = await call("GET", "/api/designer/portfolio", designer);
    expect(own.json().map((design: Design) => design.id)).toContain(created.id);
    const others = await call("GET", "/api/designer/portfolio", otherDesigner);
    expect(others.json().map((design: Design) => design.id)).not.toContain(created.id);
  });

  it("accepts a single style name and whole-number budgets", async () => {
    const created = await createItem(designer, {
      ...item,
      style: "Japanese",
      budget: { min: 0, max: 100_000 },
    });
    expect(created.style).toEqual(["Japanese"]);
    expect(created.budget).toEqual({ min: "HK$0", max: "HK$100,000" });
  });

  it.each([
    ["a short title", { titleEn: "ab" }, "Title must be at least 3 characters"],
    ["a long title", { titleEn: "x".repeat(101) }, "Title must be less than 100 characters"],
    ["a short description", { descriptionEn: "too short" }, "Description must be at least 10 characters"],
    [
      "a long description",
      { descriptionEn: "x".repeat(2001) },
      "Description must be at most 2,000 characters",
    ],
    ["no style", { style: [] }, "Please select at least one design style"],
    ["an unknown style", { style: ["Not Sure"] }, "Please select at least one design style"],
    [
      "an amount off the list",
      { budget: { min: "HK$150,000", max: "HK$300,000" } },
      "Please choose a budget from the list",
    ],
    [
      "the open top",
      { budget: { min: "HK$0", max: "HK$3,000,000+" } },
      "Please choose a budget from the list",
    ],
    [
      "a maximum below the minimum",
      { budget: { min: "HK$500,000", max: "HK$300,000" } },
      "The maximum budget must not be below the minimum",
    ],
  ])("refuses %s with the spec's message", async (_name, change, message) => {
    const response = await call("POST", "/api/portfolio", designer, { ...item, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it("lets admins create for an existing designer only", async () => {
    const missing = await call("POST", "/api/portfolio", admin, item);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Please choose the designer this design belongs to");
    const notDesigner = await call("POST", "/api/portfolio", admin, { ...item, designerId: client.user.id });
    expect(notDesigner.statusCode).toBe(400);
    expect(notDesigner.json().message).toBe("The chosen designer does not exist");
    const created = await createItem(admin, { ...item, designerId: otherDesigner.user.id });
    expect(created.designer.id).toBe(otherDesigner.user.id);
  });

  it("refuses clients (403) and visitors (401)", async () => {
    expect((await call("POST", "/api/portfolio", client, item)).statusCode).toBe(403);
    expect((await call("POST", "/api/portfolio", undefined, item)).statusCode).toBe(401);
    expect((await call("GET", "/api/designer/portfolio", client)).statusCode).toBe(403);
  });

  it("saves an edit and keeps the search document in step", async () => {
    const created = await createItem();
    const edited = await call("PATCH", `/api/portfolio/${created.id}`, designer, {
      ...item,
      titleEn: "Tatami guest room in Happy Valley",
      style: ["Japanese"],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: "Tatami guest room in Happy Valley", style: ["Japanese"] });
    const found = await call("GET", "/api/portfolio?q=tatami");
    expect(found.json().items.map((design: Design) => design.id)).toEqual([created.id]);
    expect(
      (await call("GET", "/api/portfolio?q=harbour")).json().items.map((d: Design) => d.id),
    ).not.toContain(created.id);
  });

  it("answers 403 to a designer changing another designer's item, and changes nothing", async () => {
    const created = await withImages(2);
    const edit = await call("PATCH", `/api/portfolio/${created.id}`, otherDesigner, {
      ...item,
      titleEn: "Taken over",
    });
    expect(edit.statusCode).toBe(403);
    expect((await call("DELETE", `/api/portfolio/${created.id}`, otherDesigner)).statusCode).toBe(403);
    expect((await upload(created.id, [3], otherDesigner)).statusCode).toBe(403);
    expect(
      (await replace(created.id, [kept(created.images[0] as never, 0)], [], otherDesigner)).statusCode,
    ).toBe(403);
    const after = (await call("GET", `/api/portfolio/${created.id}`)).json();
    expect(after).toEqual(created);
    expect(storedFiles(created.id)).toHaveLength(2);
  });

  it("lets admins edit any item and hand it to another designer", async () => {
    const created = await createItem();
    const edited = await call("PATCH", `/api/portfolio/${created.id}`, admin, {
      ...item,
      designerId: otherDesigner.user.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().designer.id).toBe(otherDesigner.user.id);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect(
      (await call("PATCH", "/api/portfolio/00000000-0000-4000-8000-000000000009", admin, item)).statusCode,
    ).toBe(404);
    const malformed = await call("DELETE", "/api/portfolio/not-an-id", designer);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ message: "Portfolio item not found" });
  });
});

describe("portfolio images", () => {
  it("makes the first uploaded image main and keeps the upload order", async () => {
    const design = await withImages(3);
    expect(design.images.map((image) => image.isMain)).toEqual([true, false, false]);
    const more = await upload(design.id, [3]);
    expect(more.json().images.map((image: { isMain: boolean }) => image.isMain)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(more.json().images.slice(0, 3)).toEqual(design.images);
  });

  it("refuses no images, a sixth image and files that are not images, storing nothing", async () => {
    const design = await withImages(3);
    const none = await upload(design.id, []);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: "At least one image is required" });
    const tooMany = await upload(design.id, [3, 4, 5]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: "Maximum 5 images allowed" });
    const six = await upload((await createItem()).id, [0, 1, 2, 3, 4, 5]);
    expect(six.json()).toEqual({ message: "Maximum 5 images allowed" });
    // A good photo sent beside a file that is not an image is refused with it.
    const body = multipart("images", [
      ...files([3]),
      { name: "notes.jpg", type: "image/jpeg", data: Buffer.from("not an image") },
    ]);
    const fake = await t.app.inject({
      method: "POST",
      url: `/api/portfolio/${design.id}/images`,
      payload: body.payload,
      headers: { ...body.headers, cookie: designer.cookie },
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ message: "Please select only image files." });
    // The refused uploads were rolled back: only the first three images and their files remain.
    expect((await call("GET", `/api/portfolio/${design.id}`)).json().images).toEqual(design.images);
    expect(storedFiles(design.id)).toHaveLength(3);
  });

  it("sets the final order and main image, adds new files and deletes the removed ones", async () => {
    const design = await withImages(3);
    const [first, second, third] = design.images as [
      Design["images"][number],
      Design["images"][number],
      Design["images"][number],
    ];
    const variant = await call("GET", `${second.imageUrl}?w=320&f=webp`);
    expect(variant.statusCode).toBe(200);

    const response = await replace(
      design.id,
      [
        kept(third, 0, true),
        { isMain: false, isExisting: false, existingUrl: null, order: 1 },
        kept(first, 2),
      ],
      [4],
    );
    expect(response.statusCode, response.body).toBe(200);
    const images: Design["images"] = response.json().images;
    expect(images.map((image) => image.id)).toEqual([third.id, expect.any(String), first.id]);
    expect(images.map((image) => image.isMain)).toEqual([true, false, false]);
    expect((await call("GET", second.imageUrl)).statusCode).toBe(404);
    expect((await call("GET", `${second.imageUrl}?w=320&f=webp`)).statusCode).toBe(404);
    expect(storedFiles(design.id).filter((path) => path.includes(second.id))).toEqual([]);
  });

  it("promotes the first remaining image when the main one is removed", async () => {
    const design = await withImages(3);
    const [, second, third] = design.images as [unknown, Design["images"][number], Design["images"][number]];
    const response = await replace(design.id, [kept(second, 0), kept(third, 1)]);
    expect(
      response.json().images.map((image: { id: string; isMain: boolean }) => [image.id, image.isMain]),
    ).toEqual([
      [second.id, true],
      [third.id, false],
    ]);
  });

  it.each([
    ["an empty list", [], "At least one image is required"],
    ["a string", "not a list", "imageState must be a JSON list of the design's final images"],
    [
      "six images",
      Array.from({ length: 6 }, (_, order) => ({ isMain: false, isExisting: false, order })),
      "Maximum 5 images allowed",
    ],
  ])("refuses an image state of %s", async (_name, state, message) => {
    const design = await withImages(1);
    const response = await replace(design.id, state);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it("refuses two main images, an unknown image, a repeated one and a file count that does not match", async () => {
    const design = await withImages(2);
    const [first, second] = design.images as [Design["images"][number], Design["images"][number]];
    const cases: [unknown[], number[], string][] = [
      [[kept(first, 0, true), kept(second, 1, true)], [], "Only one image can be the main image"],
      [
        [{ ...kept(first, 0), existingUrl: "/uploads/designs/elsewhere/x.jpg" }],
        [],
        "imageState names an image this design does not have",
      ],
      [[kept(first, 0), kept(first, 1)], [], "imageState names the same image twice"],
      [[kept(first, 0)], [3], "imageState must list one new entry for each uploaded image"],
    ];
    for (const [state, newFiles, message] of cases) {
      const response = await replace(design.id, state, newFiles);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await call("GET", `/api/portfolio/${design.id}`)).json().images).toEqual(design.images);
    expect(storedFiles(design.id)).toHaveLength(2);
  });
});

describe("featured flag and deletion", () => {
  it("lets only admins feature an item, and the featured list follows at once", async () => {
    const design = await withImages(1);
    const featured = () =>
      call("GET", "/api/featured-designs").then((r) => r.json().map((d: Design) => d.id));
    expect(await featured()).not.toContain(design.id);
    const refused = await call("PATCH", `/api/portfolio/${design.id}/featured`, designer, {
      isFeatured: true,
    });
    expect(refused.statusCode).toBe(403);
    const on = await call("PATCH", `/api/portfolio/${design.id}/featured`, admin, { isFeatured: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().isFeatured).toBe(true);
    expect(await featured()).toContain(design.id);
    const off = await call("PATCH", `/api/portfolio/${design.id}/featured`, admin, { isFeatured: false });
    expect(off.json().isFeatured).toBe(false);
    expect(await featured()).not.toContain(design.id);
    const bad = await call("PATCH", `/api/portfolio/${design.id}/featured`, admin, { isFeatured: "yes" });
    expect(bad.statusCode).toBe(400);
  });

  it("deletes the item, then its files and variants; the catalogue forgets it", async () => {
    const design = await withImages(2);
    const image = design.images[0] as Design["images"][number];
    expect((await call("GET", `${image.imageUrl}?w=640&f=jpg`)).statusCode).toBe(200);
    expect((await call("GET", "/api/portfolio")).json().items.map((d: Design) => d.id)).toContain(design.id);

    const removed = await call("DELETE", `/api/portfolio/${design.id}`, designer);
    expect(removed.statusCode).toBe(204);
    expect(storedFiles(design.id)).toEqual([]);
    expect((await call("GET", `/api/portfolio/${design.id}`)).statusCode).toBe(404);
    expect((await call("GET", "/api/portfolio")).json().items.map((d: Design) => d.id)).not.toContain(
      design.id,
    );
    expect((await call("DELETE", `/api/portfolio/${design.id}`, designer)).statusCode).toBe(404);
  });

  it("lets admins delete any item", async () => {
    const design = await createItem();
    expect((await call("DELETE", `/api/portfolio/${design.id}`, admin)).statusCode).toBe(204);
  });

  it("lists the designer's own items newest first", async () => {
    const fresh = await signedInUser(t, "designer");
    const older = await createItem(fresh, { ...item, titleEn: "Older design" });
    const newer = await createItem(fresh, { ...item, titleEn: "Newer design" });
    const list = await call("GET", "/api/designer/portfolio", fresh);
    expect(list.json().map((design: Design) => design.id)).toEqual([newer.id, older.id]);
    expect((await call("GET", "/api/designer/portfolio", admin)).statusCode).toBe(403);
  });
});
