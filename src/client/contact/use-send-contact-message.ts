import { useMutation } from "@tanstack/react-query";
import type { ContactMessage } from "#shared/contact/schema.ts";
import { apiRequest } from "../app/api.ts";

export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (message: ContactMessage) => {
      const response = await apiRequest("POST", "/api/contact", message);
      return (await response.json()) as { id: string };
    },
  });
}
