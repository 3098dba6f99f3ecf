import { useState } from "react";
import { rejectCredentialSchema } from "#shared/trust/credentials.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Textarea } from "../../ui/form-controls.tsx";
import { X } from "../../ui/icons.tsx";
import { type CredentialDialogProps, CredentialReviewDialog } from "./credential-review-dialog.tsx";

/** Rejecting asks for the reason, which the designer reads. */
export function RejectCredentialDialog({ credential, onClose }: CredentialDialogProps) {
  const { proofOfTrust: t } = useWorkspaceMessages();
  const a = t.admin;
  const [reason, setReason] = useState("");
  return (
    <CredentialReviewDialog
      title={a.rejectTitle(t.kinds[credential.kind], credential.designer.name)}
      description={a.rejectText}
      label={a.reason}
      field={(id) => (
        <Textarea
          id={id}
          rows={3}
          value={reason}
          placeholder={a.reasonPlaceholder}
          onChange={(event) => setReason(event.target.value)}
        />
      )}
      check={() => {
        const parsed = rejectCredentialSchema(t).safeParse({ reason });
        if (!parsed.success) return { error: parsed.error.issues[0]?.message };
        return { review: { id: credential.id, action: "reject", reason: parsed.data.reason } };
      }}
      doneText={a.rejected}
      confirm={
        <>
          <X aria-hidden="true" />
          {a.rejectConfirm}
        </>
      }
      confirmVariant="destructive"
      onClose={onClose}
    />
  );
}
