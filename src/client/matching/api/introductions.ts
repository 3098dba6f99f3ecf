import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  IntroducedRequest,
  Introduction,
  ProposalInput,
  RequestEvent,
  ThreadMessage,
} from "#shared/matching/introductions.ts";
import { apiRequest, getJson } from "../../app/api.ts";
import { introductionKeys, requestKeys } from "../../app/query-keys.ts";

const formPath = (requestId: string) => `/api/forms/${encodeURIComponent(requestId)}`;

/** GET /api/forms/:id/introductions: the designers introduced to a request, with how far each has gone. */
export const requestIntroductionsQuery = (requestId: string) =>
  queryOptions({
    queryKey: requestKeys.introductions(requestId),
    queryFn: ({ signal }) => getJson<Introduction[]>(`${formPath(requestId)}/introductions`, signal),
  });

export const requestHistoryQuery = (requestId: string) =>
  queryOptions({
    queryKey: requestKeys.history(requestId),
    queryFn: ({ signal }) => getJson<RequestEvent[]>(`${formPath(requestId)}/history`, signal),
  });

export const designerIntroductionsQuery = queryOptions({
  queryKey: introductionKeys.designerList(),
  queryFn: ({ signal }) => getJson<IntroducedRequest[]>("/api/designer/introductions", signal),
});

export const designerIntroductionQuery = (id: string) =>
  queryOptions({
    queryKey: introductionKeys.designer(id),
    queryFn: ({ signal }) =>
      getJson<IntroducedRequest>(`/api/designer/introductions/${encodeURIComponent(id)}`, signal),
    retry: false,
  });

/** Threads change while the page is open: read again every 15 s. */
export const threadQuery = (introductionId: string) =>
  queryOptions({
    queryKey: introductionKeys.thread(introductionId),
    queryFn: ({ signal }) =>
      getJson<ThreadMessage[]>(`/api/introductions/${encodeURIComponent(introductionId)}/messages`, signal),
    refetchInterval: 15_000,
    staleTime: 0,
  });

export const useRequestIntroductions = (requestId: string) => useQuery(requestIntroductionsQuery(requestId));
export const useRequestHistory = (requestId: string) => useQuery(requestHistoryQuery(requestId));
export const useDesignerIntroductions = () => useQuery(designerIntroductionsQuery);
export const useDesignerIntroduction = (id: string) => useQuery(designerIntroductionQuery(id));
export const useThread = (introductionId: string) => useQuery(threadQuery(introductionId));

/** A designer's answer changes that introduction and the designer's list of them. */
function useDesignerStep<T extends { id: string } | string>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: (_answer, _error, input) => {
      const id = typeof input === "string" ? input : input.id;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: introductionKeys.designerList() }),
        queryClient.invalidateQueries({ queryKey: introductionKeys.designer(id) }),
      ]);
    },
  });
}

export const useAccept = () =>
  useDesignerStep(({ id, proposal }: { id: string; proposal: ProposalInput }) =>
    apiRequest("POST", `/api/designer/introductions/${id}/accept`, proposal),
  );
export const useReviseProposal = () =>
  useDesignerStep(({ id, proposal }: { id: string; proposal: ProposalInput }) =>
    apiRequest("PUT", `/api/designer/introductions/${id}/proposal`, proposal),
  );
export const useDecline = () =>
  useDesignerStep((id: string) => apiRequest("POST", `/api/designer/introductions/${id}/decline`));

/** A client's step on a request changes its status (every list shows it) and everything about it. */
function useClientStep<T>(requestId: string, call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: requestKeys.detail(requestId) }),
      ]),
  });
}

export const useChoose = (requestId: string) =>
  useClientStep(requestId, (introductionId: string) =>
    apiRequest("POST", `/api/introductions/${introductionId}/choose`),
  );
export const useComplete = (requestId: string) =>
  useClientStep(requestId, () => apiRequest("POST", `${formPath(requestId)}/complete`));

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
