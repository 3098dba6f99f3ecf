import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, apiUpload } from "../../app/api.ts";
import { accountKeys } from "../../app/query-keys.ts";
import { refreshPublicDesigners } from "../../app/refresh-public-designers.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";
import { shrinkImages } from "../../ui/shrink-images.ts";

/**
 * The photo shows in the header menu (the current user) and, for a designer, on the public page and
 * the catalogue's cards: all are read again after a change.
 */
function useRefreshPhoto() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      refreshQueries(queryClient, { queryKey: accountKeys.currentUser }),
      refreshPublicDesigners(queryClient),
    ]);
}

/** PUT /api/user/profile/photo, shrunk first (a photo that cannot be shrunk is sent as it is). */
export function useUploadProfilePhoto() {
  const refresh = useRefreshPhoto();
  return useMutation({
    mutationFn: async (file: File) => {
      const shrunk = await shrinkImages([file]).catch(() => ({ files: [file] }));
      const form = new FormData();
      form.append("photo", shrunk.files[0] ?? file, file.name);
      await apiUpload("/api/user/profile/photo", form, "PUT");
    },
    onSettled: refresh,
  });
}

/** DELETE /api/user/profile/photo. */
export function useRemoveProfilePhoto() {
  const refresh = useRefreshPhoto();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", "/api/user/profile/photo"),
    onSettled: refresh,
  });
}
