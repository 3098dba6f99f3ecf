import { join, resolve } from "node:path";
import type { Config } from "../../config.ts";
import { createDiskStorage } from "./disk-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import type { Storage } from "./storage.ts";

/** Where uploaded files live when no S3 bucket is configured. */
export const localUploadsDir = (dataDir: string) => join(resolve(dataDir), "uploads");

/** The configured file store: an S3-compatible bucket when S3_BUCKET is set, else `DATA_DIR/uploads`. */
export function createStorage(config: Config): Storage {
  if (config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createDiskStorage(localUploadsDir(config.DATA_DIR));
}
