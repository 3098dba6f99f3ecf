import { type FormEvent, useState } from "react";
import { errorText } from "../../app/api.ts";
import { useSecondFactorMessages, useSecondFactorWords } from "../../app/second-factor-messages.ts";
import { useDateFormats } from "../../app/use-date-formats.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent } from "../../ui/dialog.tsx";
import { formatDate } from "../../ui/format-date.ts";
import { KeyRound, Pencil, Trash2 } from "../../ui/icons.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { toast } from "../../ui/toast.tsx";
import { type SecondFactorStatus, useRenamePasskey } from "./api.ts";

type Passkey = SecondFactorStatus["passkeys"][number];

function RenameDialog({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const m = { ...useSecondFactorWords(), ...useSecondFactorMessages() };
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(m.validation.passkeyNameRequired);
    rename.mutate(
      { id: passkey.id, name },
      {
        onSuccess: () => {
          toast({ title: m.security.passkeys.renamedToast, variant: "success" });
          onClose();
        },
        onError: (failure) => setError(errorText(failure, m.security.failed)),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={m.security.passkeys.renameTitle}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            id="passkey-name"
            label={m.security.passkeys.nameLabel}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error}
            disabled={rename.isPending}
            autoFocus
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={rename.isPending}>
              {m.security.passkeys.cancel}
            </Button>
            <Button type="submit" disabled={rename.isPending}>
              {m.security.passkeys.save}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The account's passkeys, each with its dates, to rename or remove. */
export function PasskeyList({
  passkeys,
  onRemove,
}: {
  passkeys: Passkey[];
  onRemove: (passkey: Passkey) => void;
}) {
  const m = useSecondFactorMessages().security.passkeys;
  const dates = useDateFormats();
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  if (passkeys.length === 0) return <p className="text-sm text-muted-foreground">{m.none}</p>;
  return (
    <>
      <ul className="divide-y divide-border rounded-lg border border-border">
        {passkeys.map((passkey) => (
          <li key={passkey.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <KeyRound aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <div className="flex min-w-0 flex-1 flex-col">
              <p className="font-medium break-words">{passkey.name}</p>
              <p className="text-sm text-muted-foreground">
                {m.added(formatDate(passkey.createdAt, dates.long, ""))}
                {passkey.lastUsedAt && ` · ${m.lastUsed(formatDate(passkey.lastUsedAt, dates.long, ""))}`}
              </p>
            </div>
            <div className="flex gap-1">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setRenaming(passkey)}
                aria-label={`${m.rename}: ${passkey.name}`}
              >
                <Pencil aria-hidden="true" />
                <span className="max-sm:sr-only">{m.rename}</span>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onRemove(passkey)}
                aria-label={`${m.remove}: ${passkey.name}`}
              >
                <Trash2 aria-hidden="true" />
                <span className="max-sm:sr-only">{m.remove}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {renaming && <RenameDialog passkey={renaming} onClose={() => setRenaming(null)} />}
    </>
  );
}
