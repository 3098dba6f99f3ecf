import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { AdminCredential } from "#shared/trust/credentials.ts";
import { errorText } from "../../app/api.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Button, type ButtonProps } from "../../ui/button.tsx";
import { DialogContent } from "../../ui/dialog.tsx";
import { Field } from "../../ui/form-controls.tsx";
import { toast } from "../../ui/toast.tsx";
import { type CredentialReview, useReviewCredential } from "../api/credential-queue.ts";

/** A dialog about one credential, closed by its caller. */
export interface CredentialDialogProps {
  credential: AdminCredential;
  onClose: () => void;
}

/** What the form sends, or the message of the first rule its field breaks. */
export type CheckedReview = { review: CredentialReview } | { error: string | undefined };

/**
 * An admin's decision on a credential, in a dialog with one required field: checked before it is sent, a toast
 * says how it went, and the dialog closes once it is done.
 */
export function CredentialReviewDialog({
  title,
  description,
  label,
  field,
  check,
  doneText,
  confirm,
  confirmVariant,
  onClose,
}: {
  title: string;
  description: string;
  label: string;
  /** The field's control, given the id its label points at. */
  field: (id: string) => ReactNode;
  check: () => CheckedReview;
  doneText: string;
  /** The submit button's icon and words. */
  confirm: ReactNode;
  confirmVariant?: ButtonProps["variant"];
  onClose: () => void;
}) {
  const { proofOfTrust: t, admin } = useWorkspaceMessages();
  const id = `${useId()}-field`;
  const review = useReviewCredential();
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check();
    if ("error" in checked) return setError(checked.error);
    setError(undefined);
    review.mutate(checked.review, {
      onSuccess: () => {
        toast({ title: doneText, variant: "success" });
        onClose();
      },
      onError: (failure) =>
        toast({ title: errorText(failure, t.admin.actionFailed), variant: "destructive" }),
    });
  };
  return (
    <DialogContent title={title} description={description} closeLabel={admin.users.close}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {/* The field marks its control invalid and described by the error while there is one. */}
        <Field id={id} label={label} required error={error}>
          {field(id)}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={review.isPending}>
            {t.designer.cancel}
          </Button>
          <Button type="submit" variant={confirmVariant} disabled={review.isPending}>
            {confirm}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
