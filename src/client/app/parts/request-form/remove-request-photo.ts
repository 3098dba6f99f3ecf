import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api.ts";
import { requestKeys } from "../../query-keys.ts";
import { refreshQueries } from "../../refresh-queries.ts";

/** DELETE /api/forms/:id/images/:imageId: a photo leaves the request at once; its lists and views are read again. */
export function useRemoveRequestPhoto(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (imageId: string) => {
      await apiRequest(
        "DELETE",
        `/api/forms/${encodeURIComponent(requestId)}/images/${encodeURIComponent(imageId)}`,
      );
    },
    onSettled: () =>
      Promise.all([
        refreshQueries(queryClient, { queryKey: requestKeys.lists() }),
        refreshQueries(queryClient, { queryKey: requestKeys.detail(requestId) }),
      ]),
  });
}
