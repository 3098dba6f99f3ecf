import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Bucket } from "../../test-support/s3-bucket.ts";
import { createDiskStorage } from "./disk-storage.ts";
import type { Storage } from "./storage.ts";

const folder = mkdtempSync(join(tmpdir(), "nestmatch-storage-"));
let bucket: Awaited<ReturnType<typeof startS3Bucket>>;
let s3: Storage;

beforeAll(async () => {
  bucket = await startS3Bucket("nestmatch-test", folder);
  s3 = bucket.storage;
});
afterAll(async () => {
  await bucket.close();
  rmSync(folder, { recursive: true, force: true });
});

describe.each([
  ["local disk", () => createDiskStorage(join(folder, "disk"))],
  ["S3-compatible bucket", () => s3],
])("storage on %s", (_name, storage) => {
  it("puts, gets and deletes files by key", async () => {
    const data = Buffer.from("a picture of a living room");
    await storage().put("designs/abc/one.jpg", data, "image/jpeg");
    expect(await storage().get("designs/abc/one.jpg")).toEqual(data);
    await storage().delete("designs/abc/one.jpg");
    expect(await storage().get("designs/abc/one.jpg")).toBeNull();
  });

  it("answers null for a missing key and deletes it quietly", async () => {
    expect(await storage().get("designs/none/missing.jpg")).toBeNull();
    await expect(storage().delete("designs/none/missing.jpg")).resolves.toBeUndefined();
  });

  it("answers null for a folder's key and for a key through a file: neither is a file", async () => {
    await storage().put("users/folder/photo.jpg", Buffer.from("a face"), "image/jpeg");
    expect(await storage().get("users/folder")).toBeNull();
    expect(await storage().get("users/folder/photo.jpg/more.jpg")).toBeNull();
  });

  it("lists the files under a folder, with when each was written", async () => {
    const before = Date.now() - 2000;
    await storage().put("requests/list/a.jpg", Buffer.from("a"), "image/jpeg");
    await storage().put("requests/list/deeper/b.png", Buffer.from("b"), "image/png");
    await storage().put("users/elsewhere/c.jpg", Buffer.from("c"), "image/jpeg");
    const listed = [];
    for await (const file of storage().list("requests")) listed.push(file);
    expect(listed.map((file) => file.key).sort()).toEqual([
      "requests/list/a.jpg",
      "requests/list/deeper/b.png",
    ]);
    for (const file of listed) expect(file.modifiedAt.getTime()).toBeGreaterThan(before);
    const none = [];
    for await (const file of storage().list("nothing-here")) none.push(file);
    expect(none).toEqual([]);
  });

  it.each([
    "../escape.jpg",
    "designs/../../etc/passwd",
    "/absolute.jpg",
    "designs//double.jpg",
    "designs/a b.jpg",
  ])("refuses the unsafe key %s", async (key) => {
    await expect(storage().get(key)).rejects.toThrow(/Unsafe storage key/);
    await expect(storage().put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(/Unsafe storage key/);
  });
});

describe.runIf(existsSync("/dev/full"))("storage on a full disk", () => {
  it("fails the write with ENOSPC and leaves neither the file nor a partial one", async () => {
    const root = join(folder, "full");
    const storage = createDiskStorage(root);
    // The part file is where the bytes go first: point it at /dev/full, which answers every write ENOSPC.
    mkdirSync(join(root, "designs/full"), { recursive: true });
    symlinkSync("/dev/full", join(root, `designs/full/photo.jpg.${process.pid}.partial`));
    await expect(
      storage.put("designs/full/photo.jpg", Buffer.alloc(64 * 1024, 1), "image/jpeg"),
    ).rejects.toMatchObject({
      code: "ENOSPC",
    });
    expect(readdirSync(join(root, "designs/full"))).toEqual([]);
  });
});
