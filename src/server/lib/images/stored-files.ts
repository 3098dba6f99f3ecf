import { VARIANT_WIDTHS } from "#shared/app/images.ts";
import type { Storage } from "../storage/storage.ts";
import { VARIANT_FORMATS, VARIANT_QUALITIES } from "./limits.ts";
import { variantKey } from "./variants.ts";

/**
 * Deletes stored originals and every variant made from them: a cached variant would otherwise
 * keep serving an image whose owner was deleted.
 */
export async function deleteStoredImages(storage: Storage, keys: readonly string[]): Promise<void> {
  const all = keys.flatMap((key) => [
    key,
    ...VARIANT_WIDTHS.flatMap((width) =>
      VARIANT_QUALITIES.flatMap((quality) =>
        VARIANT_FORMATS.map((format) => variantKey({ key, width, quality, format })),
      ),
    ),
  ]);
  for (let start = 0; start < all.length; start += 50) {
    await Promise.all(all.slice(start, start + 50).map((key) => storage.delete(key)));
  }
}
