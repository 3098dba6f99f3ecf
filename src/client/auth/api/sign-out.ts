import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../app/api.ts";

/** POST /api/auth/logout: ends this browser's session and clears its cookies. */
export const useSignOut = () =>
  useMutation({
    mutationFn: async () => {
      await apiRequest("POST", "/api/auth/logout");
    },
  });
