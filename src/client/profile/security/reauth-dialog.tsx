import { type FormEvent, useState } from "react";
import { errorText } from "../../app/api.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { useSecondFactorMessages, useSecondFactorWords } from "../../app/second-factor-messages.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent } from "../../ui/dialog.tsx";
import { TextField } from "../../ui/text-field.tsx";
import type { Reauthentication } from "./api.ts";

/**
 * Asks for the current password (or a current code from the app) before a change to the second factor,
 * then runs it; a refusal is shown in the dialog, which stays open to try again.
 */
export function ReauthDialog({
  open,
  onOpenChange,
  description,
  confirmLabel,
  destructive,
  withCode,
  run,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description?: string;
  confirmLabel?: string;
  destructive?: boolean;
  /** The account has an authenticator app, so a code may stand for the password. */
  withCode: boolean;
  run: (proof: Reauthentication) => Promise<unknown>;
}) {
  const { profile } = useWorkspaceMessages();
  const m = { ...useSecondFactorWords(), ...useSecondFactorMessages() };
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const close = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setPassword("");
      setCode("");
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typedCode = code.replace(/\s+/g, "");
    if (!password && !typedCode) return setError(m.validation.reauthRequired);
    setPending(true);
    setError(undefined);
    try {
      await run(typedCode && !password ? { code: typedCode } : { currentPassword: password });
      setPending(false);
      close(false);
    } catch (failure) {
      setPending(false);
      setError(errorText(failure, profile.settings.failureFallback));
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={m.security.reauth.title}
        description={
          description ??
          (withCode ? m.security.reauth.description : m.security.reauth.descriptionPasswordOnly)
        }
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            id="reauth-password"
            label={m.security.reauth.passwordLabel}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={withCode ? undefined : error}
            disabled={pending}
            autoFocus
          />
          {withCode && (
            <TextField
              id="reauth-code"
              label={m.security.reauth.codeLabel}
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={error}
              disabled={pending}
            />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={pending}>
              {m.security.reauth.cancel}
            </Button>
            <Button type="submit" variant={destructive ? "destructive" : "primary"} disabled={pending}>
              {confirmLabel ?? m.security.reauth.submit}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
