import { useState } from "react";
import type { AdminUser } from "#shared/admin/users.ts";
import { errorText } from "../../app/api.ts";
import { preloadSecondFactorMessages, useSecondFactorMessages } from "../../app/second-factor-messages.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { ShieldOff } from "../../ui/icons.tsx";
import { toast } from "../../ui/toast.tsx";
import { useResetSecondFactor } from "../api/reset-second-factor.ts";

preloadSecondFactorMessages();

/** For someone who lost their phone and recovery codes: takes the account's second factor away, after asking. */
export function ResetSecondFactor({ user }: { user: AdminUser }) {
  const m = useSecondFactorMessages().admin;
  const [asking, setAsking] = useState(false);
  const reset = useResetSecondFactor();
  const confirm = () =>
    reset.mutate(user.id, {
      onSuccess: () => toast({ title: m.done, variant: "success" }),
      onError: (error) =>
        toast({ title: m.failed, description: errorText(error, m.failed), variant: "destructive" }),
    });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => setAsking(true)}
        disabled={reset.isPending}
      >
        <ShieldOff aria-hidden="true" />
        {m.reset}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={m.confirmTitle}
        description={m.confirmText(user.email)}
        confirmLabel={m.confirm}
        cancelLabel={m.cancel}
        destructive
        onConfirm={confirm}
      />
    </>
  );
}
