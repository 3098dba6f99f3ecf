import { randomBytes } from "node:crypto";
import { readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { VARIANT_FORMATS, VARIANT_WIDTHS } from "#shared/app/images.ts";
import { testJpeg } from "../../admin/testing.ts";
import { VARIANT_QUALITIES } from "../../lib/images/limits.ts";
import { multipart } from "../../test-support/multipart.ts";
import { nextAddress } from "../../test-support/users.ts";
import { attack, type Suite } from "../support/suite.ts";

/** Paths that try to leave the public image folders. */
function escapes(w: { requestA: string; requestImageA: string }): string[] {
  const privatePhoto = `requests/${w.requestA}/${w.requestImageA}.jpg`;
  return [
    "../../secret.txt",
    "..%2f..%2fsecret.txt",
    "%2e%2e/%2e%2e/secret.txt",
    "%2e%2e%2f%2e%2e%2fsecret.txt",
    "%252e%252e%252fsecret.txt",
    "..%5c..%5csecret.txt",
    "....//....//secret.txt",
    "..;/..;/secret.txt",
    "%2fetc%2fpasswd",
    "/etc/passwd",
    "C:%5cWindows%5cwin.ini",
    "x%00.jpg",
    `../${privatePhoto}`,
    `..%2f${privatePhoto.replaceAll("/", "%2f")}`,
    `${"a/".repeat(300)}x.jpg`,
  ];
}

/** Variant parameters no one should be able to make the server render. */
const ABSURD_VARIANTS = [
  "w=0",
  "w=-1",
  "w=1.5",
  "w=1e309",
  "w=99999999999999999999",
  "w=abc",
  "w=10001",
  "w=10000",
  "w=1&w=2",
  "w[]=1",
  "q=0",
  "q=101",
  "q=-5",
  "q=1e309",
  "w=320&q=abc",
  "f=png",
  "f=svg",
  "f=gif",
  "f=..%2f..%2fsecret",
  "w=320&f=jpg%00",
  "w=7&q=1&f=webp",
  "w=1921&q=99&f=jpg",
  "w=333&q=61&f=webp",
];

async function countVariants(root: string): Promise<number> {
  const entries = await readdir(join(root, "variants"), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).length;
}

/** Designer A's new profile photo, at /uploads/users/{id}/{photo}.jpg. */
async function profilePhotoOfDesignerA(suite: Suite): Promise<string> {
  const body = multipart("photo", [{ name: "me.jpg", type: "image/jpeg", data: await testJpeg() }]);
  const response = await suite.t.app.inject({
    method: "PUT",
    url: "/api/user/profile/photo",
    payload: body.payload,
    headers: { ...body.headers, cookie: suite.world.designerA.cookie },
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`the photo upload answered ${response.statusCode}`);
  return response.json().profileImageUrl;
}

/**
 * Folders of the public image store, and paths through a file, plain and as variants → 404 like any
 * missing image (a folder once answered 500, telling whether a user ever had a photo). A user's folder
 * answers exactly as that of a user who never had one.
 */
async function folderAttacks(suite: Suite): Promise<void> {
  const { world } = suite;
  const photo = await profilePhotoOfDesignerA(suite);
  const userFolder = photo.slice(0, photo.lastIndexOf("/"));
  const designFolder = world.designImageUrlA.slice(0, world.designImageUrlA.lastIndexOf("/"));
  const paths = [
    { endpoint: "GET /uploads/users/*", label: "a user's photo folder", url: userFolder },
    { endpoint: "GET /uploads/users/*", label: "a path through a photo", url: `${photo}/x.jpg` },
    { endpoint: "GET /uploads/designs/*", label: "a design's image folder", url: designFolder },
    {
      endpoint: "GET /uploads/designs/*",
      label: "a path through an image",
      url: `${world.designImageUrlA}/x.jpg`,
    },
  ];
  for (const { endpoint, label, url } of paths) {
    for (const query of ["", "?w=320&q=85&f=webp"]) {
      await attack(suite, {
        endpoint,
        label: `${label}${query ? " as a variant" : ""}`,
        request: { method: "GET", url: `${url}${query}` },
        verdict: [404],
      });
    }
  }
  const withPhoto = await suite.t.app.inject(userFolder);
  const never = await suite.t.app.inject(`/uploads/users/${world.designerB.user.id}`);
  suite.tally.check(
    "a user's folder tells nothing",
    withPhoto.statusCode === never.statusCode && withPhoto.body === never.body
      ? []
      : [
          `with a photo ${withPhoto.statusCode} ${withPhoto.body}, never one ${never.statusCode} ${never.body}`,
        ],
  );
}

/**
 * Image URLs: traversal out of the public folders (encoded every way), their folders, the private
 * request photos, and absurd widths, qualities and formats → 4xx, or an image of an allowed variant; never a file
 * outside storage, and never more variants than the allowed sizes make.
 */
export async function imageUrlAttacks(suite: Suite): Promise<void> {
  const { world, t } = suite;
  const secret = `secret-${randomBytes(8).toString("hex")}`;
  await writeFile(join(t.config.DATA_DIR, "secret.txt"), secret);
  await writeFile(join(t.config.DATA_DIR, "uploads", "..", "passwd"), secret);
  const neverTheSecret = (response: LightMyRequestResponse) =>
    response.body.includes(secret) ? ["served a file outside storage"] : [];

  for (const folder of ["designs", "users"]) {
    for (const path of escapes(world)) {
      await attack(suite, {
        endpoint: `GET /uploads/${folder}/*`,
        label: `path ${path.slice(0, 60)}`,
        request: { method: "GET", url: `/uploads/${folder}/${path}` },
        verdict: "refused",
        also: neverTheSecret,
      });
    }
  }
  await folderAttacks(suite);
  await attack(suite, {
    endpoint: "GET /uploads/requests/*",
    label: "a private request photo by its storage path",
    request: { method: "GET", url: `/uploads/requests/${world.requestA}/${world.requestImageA}.jpg` },
    verdict: [404],
  });
  for (const query of ABSURD_VARIANTS) {
    await attack(suite, {
      endpoint: "GET /uploads/designs/*",
      label: `variant ${query}`,
      request: { method: "GET", url: `${world.designImageUrlA}?${query}` },
      verdict: "refused-or-served",
      also: (response) =>
        response.statusCode < 300 && !/^image\//.test(String(response.headers["content-type"]))
          ? [`served ${response.headers["content-type"]}`]
          : [],
    });
  }
  const allowed = VARIANT_WIDTHS.length * VARIANT_QUALITIES.length * VARIANT_FORMATS.length;
  const made = await countVariants(join(t.config.DATA_DIR, "uploads"));
  suite.tally.check(
    "image variants",
    made > allowed ? [`${made} variants stored, at most ${allowed} allowed`] : [],
  );
}
