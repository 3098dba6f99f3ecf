import { useState } from "react";
import { DECLINE_NOTE_MAX, DECLINE_REASONS, type DeclineReason } from "#shared/matching/decline.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { Dialog, DialogClose, DialogContent } from "../../ui/dialog.tsx";
import { ChoiceGroup, Field, Textarea } from "../../ui/form-controls.tsx";

/**
 * Declining asks why (a reason from the list, a note if the designer likes): the admins read it
 * when they introduce someone else (issue 19, 9d).
 */
export function DeclineDialog({
  open,
  onOpenChange,
  declining,
  onDecline,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  declining: boolean;
  onDecline: (answer: { reason: DeclineReason; note: string }) => void;
}) {
  const { designer: t, validation } = useWorkspaceMessages().matching.introductions;
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t.declineTitle} description={t.declineText} width="md">
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason) return setMissing(true);
            onDecline({ reason, note: note.trim() });
          }}
        >
          <ChoiceGroup
            id="decline-reason"
            legend={t.declineReason}
            error={missing && !reason ? validation.declineReason : undefined}
          >
            <div className="flex flex-col gap-1.5">
              {DECLINE_REASONS.map((choice) => (
                <label
                  key={choice}
                  className={cn(
                    "flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-ring",
                    reason === choice ? "border-primary bg-secondary" : "border-border hover:bg-muted/50",
                  )}
                >
                  <input
                    type="radio"
                    name="decline-reason"
                    value={choice}
                    checked={reason === choice}
                    onChange={() => setReason(choice)}
                    className="size-4 accent-primary"
                  />
                  {t.declineReasons[choice]}
                </label>
              ))}
            </div>
          </ChoiceGroup>
          <Field id="decline-note" label={t.declineNote}>
            <Textarea
              id="decline-note"
              value={note}
              maxLength={DECLINE_NOTE_MAX}
              placeholder={t.declineNotePlaceholder}
              onChange={(event) => setNote(event.target.value)}
              short
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={declining}>
              {declining ? t.declining : t.decline}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
