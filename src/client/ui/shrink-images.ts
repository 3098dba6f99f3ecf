/**
 * Spec 2 §5, §9: photos (request inspirations, portfolio images) are shrunk in the browser to at
 * most 1920 px wide, JPEG quality 0.75.
 */
const MAX_WIDTH = 1920;
const QUALITY = 0.75;

async function shrink(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_WIDTH / bitmap.width);
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", QUALITY));
  if (!blob) throw new Error("The image could not be encoded");
  // Keep the original when it was already smaller (a small PNG, say).
  if (blob.size >= file.size) return file;
  return new File([blob], `${file.name.replace(/\.[^.]+$/, "")}.jpg`, { type: "image/jpeg" });
}

/** Shrinks every photo; the percentage saved is over all of them. Throws if any cannot be read. */
export async function shrinkImages(files: File[]): Promise<{ files: File[]; savedPercent: number }> {
  const shrunk = await Promise.all(files.map(shrink));
  const before = files.reduce((sum, file) => sum + file.size, 0);
  const after = shrunk.reduce((sum, file) => sum + file.size, 0);
  return {
    files: shrunk,
    savedPercent: before > 0 ? Math.max(0, Math.round((1 - after / before) * 100)) : 0,
  };
}
