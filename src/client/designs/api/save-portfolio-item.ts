import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Design } from "#shared/designs/design.ts";
import type { ImageStateEntry, PortfolioItemInput } from "#shared/designs/portfolio.ts";
import { ApiError, apiRequest, apiUpload } from "../../app/api.ts";
import { refreshPortfolio } from "./portfolio-cache.ts";

/** An image of the dialog: one already stored, or a file chosen now. */
export type ImageDraft =
  | { key: string; url: string; file?: undefined }
  | { key: string; url: string; file: File };

export interface SavePortfolioItem {
  id: string | null;
  input: PortfolioItemInput;
  images: ImageDraft[];
  mainKey: string | null;
  imagesChanged: boolean;
}

/** Thrown when the images could not be sent; the text is the spec's 'Failed to ... images: {server text}'. */
export class ImageUploadError extends Error {}

function serverText(error: unknown): string {
  return error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error);
}

async function sendImages(method: "POST" | "PUT", id: string, form: FormData): Promise<Design> {
  return (await (await apiUpload(`/api/portfolio/${id}/images`, form, method)).json()) as Design;
}

/** The final list for PUT: kept images by URL, new ones in the order their files are sent. */
function imageStateForm(images: ImageDraft[], mainKey: string | null): FormData {
  const form = new FormData();
  const state: ImageStateEntry[] = images.map((image, order) => ({
    isMain: image.key === (mainKey ?? images[0]?.key),
    isExisting: !image.file,
    existingUrl: image.file ? null : image.url,
    order,
  }));
  form.append("imageState", JSON.stringify(state));
  for (const image of images) if (image.file) form.append("images", image.file, image.file.name);
  return form;
}

/**
 * A new item is created, then its images uploaded (spec 2 §7); if they cannot be, the item is
 * deleted again so no design without images is left behind.
 */
async function createWithImages(
  { input, images, mainKey }: SavePortfolioItem,
  uploadFailed: (text: string) => string,
): Promise<Design> {
  const created = (await (await apiRequest("POST", "/api/portfolio", input)).json()) as Design;
  const upload = new FormData();
  for (const image of images) if (image.file) upload.append("images", image.file, image.file.name);
  try {
    const withImages = await sendImages("POST", created.id, upload);
    const mainIndex = images.findIndex((image) => image.key === mainKey);
    if (mainIndex <= 0) return withImages;
    // The first upload becomes main; the chosen one is set after.
    const stored: ImageDraft[] = withImages.images.map((image) => ({ key: image.id, url: image.imageUrl }));
    return await sendImages("PUT", created.id, imageStateForm(stored, stored[mainIndex]?.key ?? null));
  } catch (error) {
    // Undo the half-made item; if even that fails, the upload's own error below is what the designer must
    // read, and the item without photos stays in their portfolio, where they can delete it.
    await apiRequest("DELETE", `/api/portfolio/${created.id}`).catch(() => undefined);
    throw new ImageUploadError(uploadFailed(serverText(error)));
  }
}

async function updateWithImages(
  save: SavePortfolioItem & { id: string },
  updateFailed: (text: string) => string,
): Promise<Design> {
  const updated = (await (
    await apiRequest("PATCH", `/api/portfolio/${save.id}`, save.input)
  ).json()) as Design;
  if (!save.imagesChanged) return updated;
  try {
    return await sendImages("PUT", save.id, imageStateForm(save.images, save.mainKey));
  } catch (error) {
    throw new ImageUploadError(updateFailed(serverText(error)));
  }
}

/** Creates or edits an item with its images; every portfolio list is refreshed after. */
export function useSavePortfolioItem(texts: {
  uploadFailed: (text: string) => string;
  updateImagesFailed: (text: string) => string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SavePortfolioItem) =>
      save.id
        ? updateWithImages({ ...save, id: save.id }, texts.updateImagesFailed)
        : createWithImages(save, texts.uploadFailed),
    onSettled: () => refreshPortfolio(queryClient),
  });
}
