import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminContactMessage } from "#shared/admin/contact-messages.ts";
import type { Paged } from "#shared/app/paging.ts";
import { apiRequest } from "../../app/api.ts";

export function contactMessagesQuery(page: number) {
  return queryOptions({
    queryKey: ["/api/admin/contact-messages", page],
    queryFn: async () =>
      (await (
        await apiRequest("GET", `/api/admin/contact-messages?page=${page}`)
      ).json()) as Paged<AdminContactMessage>,
    placeholderData: keepPreviousData,
  });
}

export const useContactMessages = (page: number) => useQuery(contactMessagesQuery(page));
