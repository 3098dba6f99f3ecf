import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DesignRequest, NewRequestInput } from "#shared/requests/schema.ts";
import { apiRequest, apiUpload } from "./api.ts";
import { requestKeys } from "./query-keys.ts";
import { refreshQueries } from "./refresh-queries.ts";

export interface SubmitRequest {
  /** The request to save, or null to create one. */
  id: string | null;
  input: NewRequestInput;
  /** Photos chosen now, already shrunk; they are sent once the request is saved. */
  newPhotos: File[];
}

/** A photo the server did not keep, with why (an ApiError carries its words). */
export interface RefusedPhoto {
  photo: File;
  reason: unknown;
}

/** The request as saved, after every photo that was kept; the photos it refused, in the order sent. */
export interface SubmitOutcome {
  request: DesignRequest;
  refused: RefusedPhoto[];
}

async function saveRequest({ id, input }: SubmitRequest): Promise<DesignRequest> {
  const response = await apiRequest(id ? "PUT" : "POST", id ? `/api/forms/${id}` : "/api/forms", input);
  return (await response.json()) as DesignRequest;
}

async function uploadPhoto(id: string, photo: File): Promise<DesignRequest> {
  const form = new FormData();
  form.append("images", photo, photo.name);
  return (await (await apiUpload(`/api/forms/${id}/images`, form)).json()) as DesignRequest;
}

/**
 * Sends the photos one at a time, so one the server refuses costs only itself: the others are kept
 * and the refused one is named with its reason.
 */
async function uploadPhotos(saved: DesignRequest, photos: File[]): Promise<SubmitOutcome> {
  let request = saved;
  const refused: RefusedPhoto[] = [];
  for (const photo of photos) {
    try {
      request = await uploadPhoto(saved.id, photo);
    } catch (reason) {
      refused.push({ photo, reason });
    }
  }
  return { request, refused };
}

/**
 * Creates or saves a request, then sends its new photos: one user action. It fails only when the
 * request itself is refused; once it is saved, the outcome says which photos were not kept. The
 * request's lists and views are read again after the photos, never before.
 */
export function useSubmitRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (submit: SubmitRequest): Promise<SubmitOutcome> =>
      uploadPhotos(await saveRequest(submit), submit.newPhotos),
    onSuccess: ({ request }) =>
      Promise.all([
        refreshQueries(queryClient, { queryKey: requestKeys.lists() }),
        refreshQueries(queryClient, { queryKey: requestKeys.detail(request.id) }),
      ]),
  });
}
