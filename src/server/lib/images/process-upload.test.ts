import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createAllMessages } from "#shared/i18n/catalogues.ts";
import { englishMessages, type Messages } from "#shared/i18n/index.ts";
import { HttpError } from "../http-errors.ts";
import { processUpload } from "./process-upload.ts";
import { inResizeTurn, RESIZES_AT_ONCE } from "./resize-turns.ts";

const words = (m: Messages) => m.requests.images;
const english = englishMessages.requests.images;

/** A PNG whose header claims a huge size, as a decompression bomb would; its pixels are never there. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#ffffff" } })
    .png()
    .toBuffer();
  const ihdr = png.indexOf("IHDR");
  png.writeUInt32BE(width, ihdr + 4);
  png.writeUInt32BE(height, ihdr + 8);
  png.writeUInt32BE(crc32(png.subarray(ihdr, ihdr + 17)), ihdr + 17);
  return png;
}

async function refusal(input: Buffer): Promise<HttpError> {
  const error = await processUpload(input, words).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe("processUpload", () => {
  it("accepts a PNG by its content, whatever its name says, and keeps its transparency", async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const stored = await processUpload(png, words);
    expect(stored).toMatchObject({ contentType: "image/png", extension: "png", width: 40, height: 30 });
  });

  it("re-encodes an opaque image as JPEG", async () => {
    const webp = await sharp({ create: { width: 50, height: 20, channels: 3, background: "#ff0000" } })
      .webp()
      .toBuffer();
    const stored = await processUpload(webp, words);
    expect(stored).toMatchObject({ contentType: "image/jpeg", width: 50, height: 20 });
    expect((await sharp(stored.data).metadata()).format).toBe("jpeg");
  });

  it("refuses a text file named like an image, an SVG and a PDF", async () => {
    expect((await refusal(Buffer.from("hello, I am not a picture"))).statusCode).toBe(400);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await refusal(svg)).message).toBe(english.notAnImage);
    expect((await refusal(Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj"))).statusCode).toBe(400);
  });

  it("refuses more than 10 MB with 413", async () => {
    const error = await refusal(Buffer.alloc(20 * 1024 * 1024, 1));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(english.tooLarge);
    expect(error.messageIn(createAllMessages("Nestmatch")["zh-HK"])).toBe("每張圖片不可超過10MB。");
  });

  it("refuses a decompression bomb (30000 × 30000 pixels) without decoding it", async () => {
    const bomb = await pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1024);
    const error = await refusal(bomb);
    expect(error.statusCode).toBe(400);
  });

  it("turns a photo upright and strips its EXIF, GPS included", async () => {
    const withGps = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#336699" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: "Phone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "22/1 16/1 0/1" } })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    // Tag 0x8825 (GPSInfo), little-endian as sharp writes it.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(before.orientation).toBe(6);
    const stored = await processUpload(withGps, words);
    const after = await sharp(stored.data).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([40, 60]);
  });

  it("refuses a truncated image", async () => {
    const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    expect((await refusal(jpeg.subarray(0, jpeg.length / 2))).statusCode).toBe(400);
  });

  it("decodes in the resize queue, so its turns bound how many uploads are worked on at once", async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#204060" } })
      .png()
      .toBuffer();
    // Every turn taken by other resizes: the upload waits for one, however long.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = Array.from({ length: RESIZES_AT_ONCE }, () => inResizeTurn(() => held));
    let done = false;
    const upload = processUpload(png, words).then((stored) => {
      done = true;
      return stored;
    });
    // The upload waits in the queue, not done, until a turn is given back.
    await expect.poll(() => inResizeTurn.waiting()).toBe(1);
    expect(done).toBe(false);
    release();
    await Promise.all(holders);
    expect(await upload).toMatchObject({ width: 300, height: 200 });
  });
});
