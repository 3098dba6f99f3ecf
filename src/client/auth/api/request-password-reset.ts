import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../app/api.ts";

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (input: { email: string }) => {
      await apiRequest("POST", "/api/auth/password-reset", input);
    },
  });
}
