import {
  type InfiniteData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { Design, DesignPage } from "#shared/designs/design.ts";
import type { ImageStateEntry, PortfolioItemInput } from "#shared/designs/portfolio.ts";
import { ApiError, apiRequest, apiUpload, getJson } from "../../app/api.ts";
import { designKeys, userKeys } from "../../app/query-keys.ts";

/** Spec 2 §7: the signed-in designer's own items, newest first. */
export const designerPortfolioQuery = queryOptions({
  queryKey: designKeys.own(),
  queryFn: ({ signal }) => getJson<Design[]>("/api/designer/portfolio", signal),
});

export const useDesignerPortfolio = () => useQuery(designerPortfolioQuery);

/** The designers an admin can file a design under (GET /api/admin/users lists them whole). */
export interface DesignerOption {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export const useDesignerOptions = (enabled: boolean) =>
  useQuery({
    queryKey: userKeys.overview(),
    queryFn: ({ signal }) => getJson<{ designers: DesignerOption[] }>("/api/admin/users", signal),
    enabled,
    select: (data) => data?.designers ?? [],
  });

/** A portfolio change can alter every view of designs: the catalogue's pages and items, featured, each portfolio. */
function refreshPortfolio(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: designKeys.all });
}

type Cached = Design[] | InfiniteData<DesignPage> | Design | undefined;

/** Applies `change` to an item wherever lists hold it (null removes it); single-item answers are left alone. */
function patchLists(cached: Cached, id: string, change: (design: Design) => Design | null): Cached {
  const apply = (designs: Design[]) =>
    designs.flatMap((design) => {
      if (design.id !== id) return [design];
      const changed = change(design);
      return changed ? [changed] : [];
    });
  if (Array.isArray(cached)) return apply(cached);
  if (cached && "pages" in cached) {
    return { ...cached, pages: cached.pages.map((page) => ({ ...page, items: apply(page.items) })) };
  }
  return cached;
}

/** Changes every cached list at once and returns how to put them back (spec 2 §4: optimistic, rolled back on error). */
async function optimistically(
  queryClient: QueryClient,
  id: string,
  change: (design: Design) => Design | null,
) {
  const filters = { queryKey: designKeys.all };
  await queryClient.cancelQueries(filters);
  const snapshot = queryClient.getQueriesData<Cached>(filters);
  for (const [key, cached] of snapshot) queryClient.setQueryData(key, patchLists(cached, id, change));
  return () => {
    for (const [key, cached] of snapshot) queryClient.setQueryData(key, cached);
  };
}

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

/** Spec 2 §4: the item leaves every list at once, comes back on error; a 404 means it is already gone. */
export function useDeletePortfolioItem(outcome: {
  onDeleted: () => void;
  onFailed: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await apiRequest("DELETE", `/api/portfolio/${id}`);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    onMutate: (id) => optimistically(queryClient, id, () => null),
    onSuccess: outcome.onDeleted,
    onError: (error, _id, rollback) => {
      rollback?.();
      outcome.onFailed(error);
    },
    onSettled: () => refreshPortfolio(queryClient),
  });
}

/** Spec 2 §4: the featured flag flips at once and flips back on error. */
export function useToggleFeatured(outcome: { onChanged: () => void; onFailed: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isFeatured }: { id: string; isFeatured: boolean }) =>
      (await (await apiRequest("PATCH", `/api/portfolio/${id}/featured`, { isFeatured })).json()) as Design,
    onMutate: ({ id, isFeatured }) =>
      optimistically(queryClient, id, (design) => ({ ...design, isFeatured })),
    onSuccess: outcome.onChanged,
    onError: (error, _change, rollback) => {
      rollback?.();
      outcome.onFailed(error);
    },
    onSettled: () => refreshPortfolio(queryClient),
  });
}
