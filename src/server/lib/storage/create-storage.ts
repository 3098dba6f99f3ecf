import { join, resolve } from "node:path";
import type { Config } from "../../config.ts";
import { createDiskStorage } from "./disk-storage.ts";
import type { Storage } from "./storage.ts";

/** The configured file store: `DATA_DIR/uploads` on local disk. */
export function createStorage(config: Config): Storage {
  return createDiskStorage(join(resolve(config.DATA_DIR), "uploads"));
}
