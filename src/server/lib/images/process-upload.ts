import { stat } from "node:fs/promises";
import { fileTypeFromBuffer, fileTypeFromFile } from "file-type";
import sharp, { type Metadata } from "sharp";
import type { Messages } from "#shared/i18n/index.ts";
import { HttpError } from "../http-errors.ts";
import { ACCEPTED_IMAGE_TYPES, MAX_INPUT_PIXELS, MAX_STORED_WIDTH, MAX_UPLOAD_BYTES } from "./limits.ts";
import { inResizeTurn } from "./resize-turns.ts";

const HEIC_TYPES: readonly string[] = [
  "image/heic",
  "image/heif",
  "image/heic-sequence",
  "image/heif-sequence",
];

/** An uploaded file: the path it was received to (receive-uploads.ts), or its bytes. */
export type Upload = string | Buffer;

export interface StoredImage {
  data: Buffer;
  contentType: "image/jpeg" | "image/png";
  extension: "jpg" | "png";
  width: number;
  height: number;
}

/** Where a catalogue words an upload's refusals (each domain says them its own way). */
export type UploadWords = (messages: Messages) => {
  notAnImage: string;
  tooLarge: string;
  tooManyPixels: string;
  unreadable: string;
  /** An iPhone's HEIC photo, which is not read here (sharp's prebuilt libheif decodes AVIF only): how to send JPEG. */
  heic?: string;
};

/**
 * Turns an uploaded file into the image we store: accepted by its content only (JPEG, PNG, GIF,
 * WebP), turned upright by its EXIF orientation, capped in size, and re-encoded, which drops every
 * piece of metadata (camera, GPS position) the file carried. The decode and re-encode wait for a
 * turn in the resize queue, shared with the variants pages ask for.
 */
export async function processUpload(input: Upload, words: UploadWords): Promise<StoredImage> {
  const size = typeof input === "string" ? (await stat(input)).size : input.length;
  if (size > MAX_UPLOAD_BYTES) throw new HttpError(413, (m) => words(m).tooLarge);
  const sniffed = typeof input === "string" ? await fileTypeFromFile(input) : await fileTypeFromBuffer(input);
  if (sniffed && HEIC_TYPES.includes(sniffed.mime))
    throw new HttpError(400, (m) => words(m).heic ?? words(m).notAnImage);
  if (!sniffed || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(sniffed.mime)) {
    throw new HttpError(400, (m) => words(m).notAnImage);
  }
  return inResizeTurn(() => reencode(input, sniffed.mime, words));
}

async function reencode(input: Upload, mime: string, words: UploadWords): Promise<StoredImage> {
  const unreadable = () => new HttpError(400, (m) => words(m).unreadable);
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "warning", animated: false });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch {
    throw unreadable();
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS)
    throw new HttpError(400, (m) => words(m).tooManyPixels);
  const keepAlpha = metadata.hasAlpha === true && mime !== "image/jpeg";
  const pipeline = image.rotate().resize({ width: MAX_STORED_WIDTH, withoutEnlargement: true });
  try {
    const { data, info } = keepAlpha
      ? await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
      : await pipeline
          .flatten({ background: "#ffffff" })
          .jpeg({ quality: 88, mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: keepAlpha ? "image/png" : "image/jpeg",
      extension: keepAlpha ? "png" : "jpg",
      width: info.width,
      height: info.height,
    };
  } catch {
    throw unreadable();
  }
}
