import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminContactMessage } from "#shared/admin/contact-messages.ts";
import type { Paged } from "#shared/app/paging.ts";
import { getJson } from "../../app/api.ts";
import { contactMessageKeys } from "../../app/query-keys.ts";

export function contactMessagesQuery(page: number) {
  return queryOptions({
    queryKey: contactMessageKeys.page(page),
    queryFn: ({ signal }) =>
      getJson<Paged<AdminContactMessage>>(`/api/admin/contact-messages?page=${page}`, signal),
    placeholderData: keepPreviousData,
  });
}

export const useContactMessages = (page: number) => useQuery(contactMessagesQuery(page));
