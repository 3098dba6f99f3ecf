import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, Registration } from "#shared/auth/schemas.ts";
import type { CurrentUser } from "#shared/auth/user.ts";
import { apiRequest } from "../../app/api.ts";
import { currentUserQuery } from "../../app/use-current-user.ts";

/** A call that signs a user in and answers the user: the cached current user becomes that user. */
export function useSignInCall<T>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => (await (await apiRequest("POST", url, input)).json()) as CurrentUser,
    onSuccess: (user) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0] });
      queryClient.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}

export const useSignIn = () => useSignInCall<LoginInput>("/api/auth/login");
export const useSignUp = () => useSignInCall<Registration>("/api/auth/register");
export const useAdminAccess = () => useSignInCall<LoginInput>("/api/admin/bypass-login");
export const useResetPassword = () =>
  useSignInCall<{ token: string; password: string }>("/api/auth/password-reset/confirm");
