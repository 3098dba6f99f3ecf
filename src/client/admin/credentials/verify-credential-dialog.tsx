import { useState } from "react";
import { verifyCredentialSchema } from "#shared/trust/credentials.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Input } from "../../ui/form-controls.tsx";
import { BadgeCheck } from "../../ui/icons.tsx";
import { type CredentialDialogProps, CredentialReviewDialog } from "./credential-review-dialog.tsx";

/** Verifying: the expiry date is the designer's unless the admin reads another on the document. */
export function VerifyCredentialDialog({ credential, onClose }: CredentialDialogProps) {
  const { proofOfTrust: t } = useWorkspaceMessages();
  const a = t.admin;
  const [expiresOn, setExpiresOn] = useState(credential.expiresOn);
  return (
    <CredentialReviewDialog
      title={a.verifyTitle(t.kinds[credential.kind], credential.designer.name)}
      description={a.verifyText}
      label={a.expiresOn}
      field={(id) => (
        <Input id={id} type="date" value={expiresOn} onChange={(event) => setExpiresOn(event.target.value)} />
      )}
      check={() => {
        const parsed = verifyCredentialSchema(t).safeParse({ expiresOn });
        if (!parsed.success) return { error: parsed.error.issues[0]?.message };
        // Only a changed date is sent: the server keeps the designer's otherwise.
        const changed = expiresOn !== credential.expiresOn ? { expiresOn } : {};
        return { review: { id: credential.id, action: "verify", ...changed } };
      }}
      doneText={a.verified}
      confirm={
        <>
          <BadgeCheck aria-hidden="true" />
          {a.verifyConfirm}
        </>
      }
      onClose={onClose}
    />
  );
}
