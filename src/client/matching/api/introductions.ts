import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  IntroducedRequest,
  Introduction,
  ProposalInput,
  RequestEvent,
  ThreadMessage,
} from "#shared/matching/introductions.ts";
import { apiRequest, getQueryFn } from "../../app/api.ts";

const json = <T>() => getQueryFn<T>({ on401: "throw" });

export const requestIntroductionsQuery = (requestId: string) =>
  queryOptions({ queryKey: [`/api/forms/${requestId}/introductions`], queryFn: json<Introduction[]>() });

export const requestHistoryQuery = (requestId: string) =>
  queryOptions({ queryKey: [`/api/forms/${requestId}/history`], queryFn: json<RequestEvent[]>() });

export const designerIntroductionsQuery = queryOptions({
  queryKey: ["/api/designer/introductions"],
  queryFn: json<IntroducedRequest[]>(),
});

export const designerIntroductionQuery = (id: string) =>
  queryOptions({
    queryKey: [`/api/designer/introductions/${id}`],
    queryFn: json<IntroducedRequest>(),
    retry: false,
  });

/** Threads change while the page is open: read again every 15 s. */
export const threadQuery = (introductionId: string) =>
  queryOptions({
    queryKey: [`/api/introductions/${introductionId}/messages`],
    queryFn: json<ThreadMessage[]>(),
    refetchInterval: 15_000,
    staleTime: 0,
  });

export const useRequestIntroductions = (requestId: string) => useQuery(requestIntroductionsQuery(requestId));
export const useRequestHistory = (requestId: string) => useQuery(requestHistoryQuery(requestId));
export const useDesignerIntroductions = () => useQuery(designerIntroductionsQuery);
export const useDesignerIntroduction = (id: string) => useQuery(designerIntroductionQuery(id));
export const useThread = (introductionId: string) => useQuery(threadQuery(introductionId));

/** After any step, every view of introductions and requests is read again. */
function useMatchingStep<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all(
        ["/api/designer/introductions", "/api/forms", "/api/client/forms"].map((prefix) =>
          queryClient.invalidateQueries({
            predicate: (query) => String(query.queryKey[0]).startsWith(prefix),
          }),
        ),
      ),
  });
}

export const useAccept = () =>
  useMatchingStep(({ id, proposal }: { id: string; proposal: ProposalInput }) =>
    apiRequest("POST", `/api/designer/introductions/${id}/accept`, proposal),
  );
export const useReviseProposal = () =>
  useMatchingStep(({ id, proposal }: { id: string; proposal: ProposalInput }) =>
    apiRequest("PUT", `/api/designer/introductions/${id}/proposal`, proposal),
  );
export const useDecline = () =>
  useMatchingStep((id: string) => apiRequest("POST", `/api/designer/introductions/${id}/decline`));
export const useChoose = () =>
  useMatchingStep((introductionId: string) =>
    apiRequest("POST", `/api/introductions/${introductionId}/choose`),
  );
export const useComplete = () =>
  useMatchingStep((requestId: string) => apiRequest("POST", `/api/forms/${requestId}/complete`));

export function useSendMessage(introductionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      (await (
        await apiRequest("POST", `/api/introductions/${introductionId}/messages`, { body })
      ).json()) as ThreadMessage,
    onSuccess: (message) =>
      queryClient.setQueryData(threadQuery(introductionId).queryKey, (thread) => [
        ...(thread ?? []),
        message,
      ]),
  });
}
