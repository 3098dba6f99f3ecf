import { type FormEvent, useState } from "react";
import { errorText } from "../../app/api.ts";
import { useSecondFactorMessages, useSecondFactorWords } from "../../app/second-factor-messages.ts";
import { Button } from "../../ui/button.tsx";
import { Copy } from "../../ui/icons.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { type TotpSetup, useConfirmTotp } from "./api.ts";

/** The new secret as a QR code and as text, and the first code that turns it on. */
export function TotpSetupPanel({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TotpSetup;
  onEnabled: (recoveryCodes: string[] | null) => void;
  onCancel: () => void;
}) {
  const m = { ...useSecondFactorWords(), ...useSecondFactorMessages() };
  const confirm = useConfirmTotp();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [copied, setCopied] = useState(false);
  // A data: address: the page's content security policy allows images from it, and the SVG runs nothing.
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`;
  const grouped = setup.secret.match(/.{1,4}/g)?.join(" ") ?? setup.secret;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s+/g, "");
    if (!/^\d{6}$/.test(typed)) return setError(typed ? m.validation.codeFormat : m.validation.codeRequired);
    setError(undefined);
    confirm.mutate(typed, {
      onSuccess: (answer) => onEnabled(answer.recoveryCodes),
      onError: (failure) => setError(errorText(failure, m.security.failed)),
    });
  };

  return (
    <div className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <p className="text-sm text-muted-foreground">{m.security.app.scan}</p>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <img src={qr} alt={m.security.app.qrAlt} className="size-44 shrink-0 rounded-md bg-white p-1" />
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-sm font-medium">{m.security.app.secretLabel}</p>
          <code
            className="rounded-md bg-muted px-3 py-2 font-mono text-sm break-all"
            data-testid="totp-secret"
          >
            {grouped}
          </code>
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={async () => {
              await navigator.clipboard?.writeText(setup.secret);
              setCopied(true);
            }}
          >
            <Copy aria-hidden="true" />
            {copied ? m.security.app.copied : m.security.app.copy}
          </Button>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          id="totp-setup-code"
          label={m.security.app.codeLabel}
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
          disabled={confirm.isPending}
          className="sm:w-56"
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? m.security.app.confirming : m.security.app.confirm}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={confirm.isPending}>
            {m.security.app.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}
