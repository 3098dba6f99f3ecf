import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput } from "#shared/auth/schemas.ts";
import { apiRequest } from "../../app/api.ts";

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) => {
      await apiRequest("POST", "/api/auth/password", input);
    },
  });
}
