import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DesignRequest, NewRequestInput } from "#shared/requests/schema.ts";
import { apiRequest, apiUpload } from "./api.ts";
import { requestKeys } from "./query-keys.ts";

export interface SubmitRequest {
  /** The request to save, or null to create one. */
  id: string | null;
  input: NewRequestInput;
  /** Photos chosen now, already shrunk; they are sent once the request is saved. */
  newPhotos: File[];
}

/**
 * The request was saved but its photos were refused: `request` is what was saved, so the next
 * attempt saves that request again instead of creating a second one.
 */
export class RequestPhotosError extends Error {
  readonly request: DesignRequest;

  constructor(request: DesignRequest, cause: unknown) {
    super("The request was saved but its photos were not", { cause });
    this.request = request;
  }
}

async function saveRequest({ id, input }: SubmitRequest): Promise<DesignRequest> {
  const response = await apiRequest(id ? "PUT" : "POST", id ? `/api/forms/${id}` : "/api/forms", input);
  return (await response.json()) as DesignRequest;
}

async function uploadPhotos(id: string, photos: File[]): Promise<DesignRequest> {
  const form = new FormData();
  for (const photo of photos) form.append("images", photo, photo.name);
  return (await (await apiUpload(`/api/forms/${id}/images`, form)).json()) as DesignRequest;
}

/** The request that exists after an attempt, whatever became of its photos. */
function savedId(saved: DesignRequest | undefined, error: unknown): string | null {
  return saved?.id ?? (error instanceof RequestPhotosError ? error.request.id : null);
}

/**
 * Creates or saves a request, then sends its new photos: one user action, done only when the photos
 * are in. The request's lists and views are read again after the photos, never before.
 */
export function useSubmitRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (submit: SubmitRequest) => {
      const saved = await saveRequest(submit);
      if (submit.newPhotos.length === 0) return saved;
      try {
        return await uploadPhotos(saved.id, submit.newPhotos);
      } catch (error) {
        throw new RequestPhotosError(saved, error);
      }
    },
    onSettled: (saved, error) => {
      const id = savedId(saved, error);
      // Nothing was written when the request itself was refused.
      if (!id) return;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: requestKeys.detail(id) }),
      ]);
    },
  });
}
