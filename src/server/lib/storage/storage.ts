/** Where uploaded and generated files live; local disk by default, S3-compatible when configured. */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when no file has that key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every file under `folder` (a key prefix such as "designs"), with when it was written. */
  list(folder: string): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys are made by the server; refusing anything else keeps a bad key from ever leaving the store. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes("..") || key.length > 300) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}
