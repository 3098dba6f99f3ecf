import { join } from "node:path";
import S3rver from "s3rver";
import { createS3Storage } from "../lib/storage/s3-storage.ts";
import type { Storage } from "../lib/storage/storage.ts";

/** An S3-compatible server on a free local port with one bucket, kept in `folder`, and the storage using it. */
export async function startS3Bucket(
  bucket: string,
  folder: string,
): Promise<{ storage: Storage; close(): Promise<void> }> {
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: join(folder, "s3"),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const storage = createS3Storage({
    bucket,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  });
  return { storage, close: () => server.close() };
}
