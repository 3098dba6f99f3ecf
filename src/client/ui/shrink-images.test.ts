import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type PrepareImagesMessages, prepareImages } from "./prepare-images.ts";
import { shrinkImages } from "./shrink-images.ts";
import { currentToast } from "./toast-store.ts";

/** happy-dom decodes and draws no images: the bitmap's size and the encoder's output are stubbed. */
interface Encoded {
  width: number;
  height: number;
  type: string | undefined;
  quality: number | undefined;
}

let bitmapSizes: Map<string, { width: number; height: number }>;
let encodedBytes: (encoded: Encoded) => number | null;
let encodings: Encoded[];
let drawings: { width: number; height: number }[];
let closed: number;

const photo = (name: string, bytes: number, type = "image/png") =>
  new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  bitmapSizes = new Map();
  encodings = [];
  drawings = [];
  closed = 0;
  encodedBytes = () => 100;
  vi.stubGlobal("createImageBitmap", async (file: File) => ({
    ...(bitmapSizes.get(file.name) ?? { width: 800, height: 600 }),
    close: () => {
      closed++;
    },
  }));
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (this: HTMLCanvasElement) {
    return {
      drawImage: (_image: unknown, _x: number, _y: number, width: number, height: number) =>
        drawings.push({ width, height }),
    } as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement["getContext"]);
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
    quality?: number,
  ) {
    const encoded = { width: this.width, height: this.height, type, quality };
    encodings.push(encoded);
    const bytes = encodedBytes(encoded);
    callback(bytes === null ? null : new Blob([new Uint8Array(bytes)], { type }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(HTMLCanvasElement.prototype.getContext).mockRestore();
  vi.mocked(HTMLCanvasElement.prototype.toBlob).mockRestore();
});

describe("shrinkImages", () => {
  it("scales a wide photo down to 1920 px, keeping its proportions, as JPEG at quality 0.75", async () => {
    bitmapSizes.set("wide.png", { width: 4000, height: 3000 });
    const { files } = await shrinkImages([photo("wide.png", 5000)]);
    expect(encodings).toEqual([{ width: 1920, height: 1440, type: "image/jpeg", quality: 0.75 }]);
    expect(drawings).toEqual([{ width: 1920, height: 1440 }]);
    expect(files[0]?.name).toBe("wide.jpg");
    expect(files[0]?.type).toBe("image/jpeg");
    expect(files[0]?.size).toBe(100);
    expect(closed).toBe(1);
  });

  it("never enlarges a photo narrower than 1920 px", async () => {
    bitmapSizes.set("small.png", { width: 640, height: 480 });
    await shrinkImages([photo("small.png", 5000)]);
    expect(encodings[0]).toMatchObject({ width: 640, height: 480 });
  });

  it("keeps the original when the JPEG would not be smaller", async () => {
    const original = photo("tiny.png", 80);
    const { files, savedPercent } = await shrinkImages([original]);
    expect(files[0]).toBe(original);
    expect(savedPercent).toBe(0);
  });

  it("reports the share saved over all the photos together", async () => {
    encodedBytes = ({ width }) => (width === 800 ? 250 : 1000);
    bitmapSizes.set("b.png", { width: 1000, height: 1000 });
    const { files, savedPercent } = await shrinkImages([photo("a.png", 1000), photo("b.png", 1000)]);
    // a: 1000 → 250; b: the JPEG is not smaller, so it stays 1000. 2000 → 1250 saves 38 %.
    expect(files.map((file) => file.size)).toEqual([250, 1000]);
    expect(savedPercent).toBe(38);
  });

  it("fails when the browser cannot encode the photo", async () => {
    encodedBytes = () => null;
    await expect(shrinkImages([photo("a.png", 1000)])).rejects.toThrow();
  });

  it("fails without a 2D canvas", async () => {
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(null);
    await expect(shrinkImages([photo("a.png", 1000)])).rejects.toThrow();
  });
});

const messages: PrepareImagesMessages = {
  invalidTypeTitle: "Not an image",
  invalidTypeText: "",
  tooManyTitle: "Too many",
  tooManyText: "",
  optimizing: "Optimizing",
  optimizingText: "",
  optimized: "Optimized",
  optimizedText: (percent) => `${percent}% smaller`,
  ready: "Ready",
  compressionFailed: "Could not optimize",
  compressionFailedText: "",
};

describe("prepareImages", () => {
  it("refuses a file that is not an image, and says so", async () => {
    expect(
      await prepareImages([photo("a.png", 10), photo("notes.pdf", 10, "application/pdf")], 5, messages),
    ).toBe(null);
    expect(currentToast()).toMatchObject({ title: "Not an image", variant: "destructive" });
    expect(encodings).toEqual([]);
  });

  it("refuses more photos than there is room for", async () => {
    expect(await prepareImages([photo("a.png", 10), photo("b.png", 10)], 1, messages)).toBe(null);
    expect(currentToast()).toMatchObject({ title: "Too many" });
  });

  it("gives the shrunk photos and says how much was saved", async () => {
    encodedBytes = () => 250;
    const files = await prepareImages([photo("a.png", 1000)], 1, messages);
    expect(files?.map((file) => file.name)).toEqual(["a.jpg"]);
    expect(currentToast()).toMatchObject({ title: "Optimized", description: "75% smaller" });
  });

  it("claims no saving when the photos did not get meaningfully smaller", async () => {
    for (const bytes of [2000, 980]) {
      encodedBytes = () => bytes;
      expect(await prepareImages([photo("a.png", 1000)], 1, messages)).toHaveLength(1);
      const said = currentToast();
      expect(said).toMatchObject({ title: "Ready" });
      expect(said?.description).toBeUndefined();
    }
  });

  it("falls back to the originals when shrinking fails", async () => {
    encodedBytes = () => null;
    const original = photo("a.png", 1000);
    expect(await prepareImages([original], 1, messages)).toEqual([original]);
    expect(currentToast()).toMatchObject({ title: "Could not optimize" });
  });
});
