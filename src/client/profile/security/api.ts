import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  addedPasskeySchema,
  recoveryCodesAnswerSchema,
  secondFactorStatusSchema,
  totpSetupSchema,
} from "#shared/auth/second-factor-responses.ts";
import { apiRequest, getJson } from "../../app/api.ts";
import { accountKeys } from "../../app/query-keys.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";
import { currentUserQuery } from "../../app/use-current-user.ts";

export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;
export type TotpSetup = z.infer<typeof totpSetupSchema>;
type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswerSchema>;
type AddedPasskey = z.infer<typeof addedPasskeySchema>;

/** What proves the person is there before a change: the password, or a current code. */
export interface Reauthentication {
  currentPassword?: string;
  code?: string;
}

export const secondFactorQuery = queryOptions({
  queryKey: accountKeys.secondFactor,
  queryFn: ({ signal }) => getJson<SecondFactorStatus>("/api/auth/security", signal),
  staleTime: 0,
});

export const useSecondFactorStatus = () => useQuery(secondFactorQuery);

const json = async <T>(method: string, url: string, body?: unknown) =>
  (await (await apiRequest(method, url, body)).json()) as T;

/** A change that refreshes the settings once it is made. */
function useChange<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => refreshQueries(queryClient, { queryKey: accountKeys.secondFactor }),
  });
}

/**
 * After the first factor is set up the session counts as signed in with it: who is signed in is asked
 * again, which lifts an admin's setup screen (only once the recovery codes were seen).
 */
export function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return () => refreshQueries(queryClient, { queryKey: currentUserQuery.queryKey });
}

export const useStartTotp = () =>
  useChange((proof: Reauthentication) => json<TotpSetup>("POST", "/api/auth/security/totp", proof));

export const useConfirmTotp = () =>
  useChange((code: string) => json<RecoveryCodesAnswer>("POST", "/api/auth/security/totp/confirm", { code }));

export const useRemoveTotp = () =>
  useChange(async (proof: Reauthentication) => {
    await apiRequest("DELETE", "/api/auth/security/totp", proof);
  });

/** Makes a passkey on this device (the WebAuthn library loads only for this) and keeps it. */
export const useAddPasskey = () =>
  useChange(async ({ proof, name }: { proof: Reauthentication; name: string }) => {
    const options = await json<Record<string, unknown>>("POST", "/api/auth/security/passkeys/options", proof);
    const { startRegistration } = await import("@simplewebauthn/browser");
    const response = await startRegistration({ optionsJSON: options as never });
    return json<AddedPasskey>("POST", "/api/auth/security/passkeys", { name, response });
  });

export const useRenamePasskey = () =>
  useChange(({ id, name }: { id: string; name: string }) =>
    json("PATCH", `/api/auth/security/passkeys/${id}`, { name }),
  );

export const useRemovePasskey = () =>
  useChange(async ({ id, proof }: { id: string; proof: Reauthentication }) => {
    await apiRequest("DELETE", `/api/auth/security/passkeys/${id}`, proof);
  });

export const useRegenerateRecoveryCodes = () =>
  useChange((proof: Reauthentication) =>
    json<RecoveryCodesAnswer>("POST", "/api/auth/security/recovery-codes", proof),
  );

export const useTurnOffSecondFactor = () =>
  useChange(async (proof: Reauthentication) => {
    await apiRequest("DELETE", "/api/auth/security/second-factor", proof);
  });
