import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CredentialState } from "#shared/trust/constants.ts";
import type { Credential, CredentialQueue } from "#shared/trust/credentials.ts";
import { apiRequest, getJson } from "../../app/api.ts";
import { credentialKeys } from "../../app/query-keys.ts";
import { refreshPublicDesigners } from "../../app/refresh-public-designers.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";

export function credentialQueueQuery(state: CredentialState) {
  return queryOptions({
    queryKey: credentialKeys.queue(state),
    queryFn: ({ signal }) => getJson<CredentialQueue>(`/api/admin/credentials?state=${state}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/credentials: the documents in one state, waiting ones oldest first. */
export const useCredentialQueue = (state: CredentialState) => useQuery(credentialQueueQuery(state));

export type CredentialReview =
  | { id: string; action: "verify"; expiresOn?: string }
  | { id: string; action: "reject"; reason: string };

/** POST /api/admin/credentials/:id/verify or /reject: the queue and the public badges follow. */
export function useReviewCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (review: CredentialReview) => {
      const body =
        review.action === "verify"
          ? review.expiresOn
            ? { expiresOn: review.expiresOn }
            : {}
          : { reason: review.reason };
      const answer = await apiRequest("POST", `/api/admin/credentials/${review.id}/${review.action}`, body);
      return (await answer.json()) as Credential;
    },
    onSettled: () =>
      Promise.all([
        refreshQueries(queryClient, { queryKey: credentialKeys.queues() }),
        refreshPublicDesigners(queryClient),
      ]),
  });
}
