import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "./disk-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import type { Storage } from "./storage.ts";

const folder = mkdtempSync(join(tmpdir(), "nestmatch-storage-"));
let s3rver: S3rver;
let s3: Storage;

beforeAll(async () => {
  s3rver = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: join(folder, "s3"),
    configureBuckets: [{ name: "nestmatch-test", configs: [] }],
  });
  const { port } = await s3rver.run();
  s3 = createS3Storage({
    bucket: "nestmatch-test",
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  });
});
afterAll(async () => {
  await s3rver.close();
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
