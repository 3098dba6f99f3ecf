import { useMutation } from "@tanstack/react-query";
import type { SecondFactorMethod } from "#shared/auth/second-factor.ts";
import { ApiError, apiRequest } from "../../app/api.ts";
import { useSignInCall } from "./sign-in.ts";

/** The ways to finish a sign-in when the answer says the second factor is due, else null. */
export function secondFactorMethodsOf(error: unknown): SecondFactorMethod[] | null {
  if (!(error instanceof ApiError) || error.body.mfaRequired !== true) return null;
  return Array.isArray(error.body.methods) ? (error.body.methods as SecondFactorMethod[]) : [];
}

/** The pending sign-in is over (expired, or out of tries): the password is needed again. */
export const isPendingSignInOver = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.body.mfaRequired === undefined;

export const useSecondFactorCode = () =>
  useSignInCall<{ totp: string } | { recoveryCode: string }>("/api/auth/second-factor");

/** Signs the pending sign-in's challenge with a passkey; the WebAuthn library loads only for this. */
export function usePasskeySignIn() {
  const finish = useSignInCall<{ response: unknown }>("/api/auth/second-factor/passkey");
  return useMutation({
    mutationFn: async () => {
      const options = await (await apiRequest("POST", "/api/auth/second-factor/passkey/options")).json();
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const response = await startAuthentication({ optionsJSON: options });
      return finish.mutateAsync({ response });
    },
  });
}
