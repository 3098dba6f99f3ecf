import { useState } from "react";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Undo2 } from "../../ui/icons.tsx";
import { toast } from "../../ui/toast.tsx";
import { errorText } from "../api.ts";
import { useWorkspaceMessages } from "../i18n.tsx";
import { useWithdrawRequest } from "../withdraw-request.ts";

/**
 * A matched request cannot be deleted: designers are working on it. The homeowner withdraws it
 * instead, after being told that the introduced designers are informed and keep a read-only copy.
 */
export function WithdrawRequestButton({ requestId, size = "sm" }: { requestId: string; size?: "sm" | "md" }) {
  const t = useWorkspaceMessages().requests.myForms;
  const [asking, setAsking] = useState(false);
  const withdraw = useWithdrawRequest({
    onDone: () => toast({ title: t.withdrawn, variant: "success" }),
    onFailed: (error) =>
      toast({
        title: t.withdrawFailed,
        description: errorText(error, t.withdrawFailedText),
        variant: "destructive",
      }),
  });
  const run = () => withdraw.mutate(requestId);
  return (
    <>
      <Button
        variant="ghostDestructive"
        size={size}
        onClick={() => setAsking(true)}
        disabled={withdraw.isPending}
      >
        <Undo2 aria-hidden="true" />
        {t.withdraw}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t.withdrawTitle}
        description={t.withdrawText}
        confirmLabel={t.withdrawAction}
        cancelLabel={t.cancel}
        destructive
        onConfirm={run}
      />
    </>
  );
}
