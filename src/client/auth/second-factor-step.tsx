import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { recoveryCodeSchema, type SecondFactorMethod, totpCodeSchema } from "#shared/auth/second-factor.ts";
import type { CurrentUser } from "#shared/auth/user.ts";
import { ApiError, errorText } from "../app/api.ts";
import {
  preloadSecondFactorMessages,
  useSecondFactorMessages,
  useSecondFactorWords,
} from "../app/second-factor-messages.ts";
import { Button } from "../ui/button.tsx";
import { KeyRound } from "../ui/icons.tsx";
import { TextField } from "../ui/text-field.tsx";
import { toast } from "../ui/toast.tsx";
import { isPendingSignInOver, usePasskeySignIn, useSecondFactorCode } from "./api/second-factor.ts";
import { AuthCard } from "./auth-card.tsx";

// The screen texts load beside the page, ready when a password step answers that the second factor is due.
preloadSecondFactorMessages();

type Mode = "totp" | "recovery-code" | "passkey";

const firstMode = (methods: SecondFactorMethod[]): Mode =>
  methods.includes("totp") ? "totp" : methods.includes("passkey") ? "passkey" : "recovery-code";

/**
 * The second step of a sign-in whose password was right: the app's code, a passkey or a recovery code.
 * `onRestart` goes back to the password when the pending sign-in is over.
 */
export function SecondFactorStep({
  methods,
  onSignedIn,
  onRestart,
}: {
  methods: SecondFactorMethod[];
  onSignedIn: (user: CurrentUser) => void;
  onRestart: () => void;
}) {
  const said = useSecondFactorWords();
  const m = { ...said, ...useSecondFactorMessages() };
  const [mode, setMode] = useState<Mode>(() => firstMode(methods));
  const code = useSecondFactorCode();
  const passkey = usePasskeySignIn();
  const busy = code.isPending || passkey.isPending;
  const schema = useMemo(
    () =>
      z.object({
        value: mode === "totp" ? totpCodeSchema(said.validation) : recoveryCodeSchema(said.validation),
      }),
    [mode, said],
  );
  const form = useForm<{ value: string }>({
    resolver: zodResolver(schema) as never,
    defaultValues: { value: "" },
  });

  const failed = (error: unknown) => {
    if (isPendingSignInOver(error)) {
      toast({
        title: m.signIn.failed,
        description: errorText(error, m.errors.pendingExpired),
        variant: "destructive",
      });
      onRestart();
      return;
    }
    if (error instanceof ApiError && error.status === 401 && mode !== "passkey") {
      form.setError("value", { message: errorText(error, m.errors.wrongCode) });
      return;
    }
    toast({
      title: m.signIn.failed,
      description: errorText(error, m.signIn.passkeyCancelled),
      variant: "destructive",
    });
  };

  const submit = ({ value }: { value: string }) =>
    code.mutate(mode === "totp" ? { totp: value } : { recoveryCode: value }, {
      onSuccess: onSignedIn,
      onError: failed,
    });
  const signInWithPasskey = () => passkey.mutate(undefined, { onSuccess: onSignedIn, onError: failed });

  const choose = (next: Mode) => {
    form.reset({ value: "" });
    setMode(next);
  };
  const others = (["totp", "passkey", "recovery-code"] as const).filter(
    (other) => other !== mode && methods.includes(other),
  );
  const switchLabel = {
    totp: m.signIn.useApp,
    passkey: m.signIn.usePasskey,
    "recovery-code": m.signIn.useRecovery,
  };

  return (
    <div className="flex flex-col gap-5">
      {mode === "passkey" ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">{m.signIn.passkeySubtitle}</p>
          <Button size="lg" onClick={signInWithPasskey} disabled={busy}>
            <KeyRound aria-hidden="true" />
            {passkey.isPending ? m.signIn.usingPasskey : m.signIn.usePasskey}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">
            {mode === "totp" ? m.signIn.codeSubtitle : m.signIn.recoverySubtitle}
          </p>
          <TextField
            key={mode}
            id={mode === "totp" ? "second-factor-code" : "second-factor-recovery-code"}
            label={mode === "totp" ? m.signIn.codeLabel : m.signIn.recoveryLabel}
            autoComplete={mode === "totp" ? "one-time-code" : "off"}
            inputMode={mode === "totp" ? "numeric" : "text"}
            spellCheck={false}
            autoFocus
            disabled={busy}
            error={form.formState.errors.value?.message}
            {...form.register("value")}
          />
          <Button type="submit" size="lg" disabled={busy}>
            {code.isPending ? m.signIn.submitting : m.signIn.submit}
          </Button>
        </form>
      )}
      {others.length > 0 && (
        <div className="flex flex-col gap-2 border-t border-border pt-4">
          <p className="text-sm font-medium">{m.signIn.otherWays}</p>
          <div className="flex flex-wrap gap-2">
            {others.map((other) => (
              <Button key={other} variant="outline" size="sm" onClick={() => choose(other)} disabled={busy}>
                {switchLabel[other]}
              </Button>
            ))}
          </div>
        </div>
      )}
      <Button variant="link" size="inline" className="h-10 self-start" onClick={onRestart} disabled={busy}>
        {m.signIn.back}
      </Button>
    </div>
  );
}

/** The second step in the sign-in screens' card. */
export function SecondFactorCard(props: Parameters<typeof SecondFactorStep>[0]) {
  const m = useSecondFactorMessages();
  return (
    <AuthCard title={m.signIn.title}>
      <SecondFactorStep {...props} />
    </AuthCard>
  );
}
