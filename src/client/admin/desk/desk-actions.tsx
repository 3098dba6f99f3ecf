import { type ReactNode, useState } from "react";
import type { DesignRequest } from "#shared/requests/schema.ts";
import { errorText } from "../../app/api.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { toast } from "../../ui/toast.tsx";
import { useDeleteDeskRequest } from "../api/delete-desk-request.ts";
import { useSetRequestStatus } from "../api/set-request-status.ts";
import { useWithdrawDeskRequest } from "../api/withdraw-desk-request.ts";

export interface DeskActions {
  confirm: (request: DesignRequest) => void;
  revert: (request: DesignRequest) => void;
  remove: (request: DesignRequest) => void;
  withdraw: (request: DesignRequest) => void;
  /** The confirmation dialogs; render them once on the page. */
  dialogs: ReactNode;
}

type Asked = "confirm" | "delete" | "withdraw";

/**
 * The admin's actions on a request (spec 2 §4), the same from the table and from the detail
 * dialog: confirm (asked first), revert to submitted, delete while submitted or confirmed and
 * withdraw once matched (both asked first). `onDeleted` lets the page leave a request that no
 * longer exists.
 */
export function useDeskActions(onDeleted?: (id: string) => void): DeskActions {
  const m = useWorkspaceMessages().requests.desk;
  const [asking, setAsking] = useState<{ kind: Asked; request: DesignRequest } | null>(null);
  const failed = (title: string, fallback: string) => (error: unknown) =>
    toast({ title, description: errorText(error, fallback), variant: "destructive" });
  const setStatus = useSetRequestStatus({
    onDone: () => toast({ title: m.statusUpdated, variant: "success" }),
    onFailed: failed(m.statusFailed, m.statusFailedText),
  });
  const remove = useDeleteDeskRequest({
    onDone: () => toast({ title: m.deleted, variant: "success" }),
    onFailed: failed(m.deleteFailed, m.deleteFailedText),
  });
  const withdraw = useWithdrawDeskRequest({
    onDone: () => toast({ title: m.withdrawn, variant: "success" }),
    onFailed: failed(m.withdrawFailed, m.withdrawFailedText),
  });

  const run = () => {
    if (!asking) return;
    const { kind, request } = asking;
    if (kind === "confirm") setStatus.mutate({ id: request.id, status: "confirmed" });
    else if (kind === "withdraw") withdraw.mutate(request.id);
    else {
      remove.mutate(request.id);
      onDeleted?.(request.id);
    }
  };

  const texts = {
    confirm: { title: m.confirmTitle, description: m.confirmText, label: m.confirmAction },
    delete: { title: m.deleteTitle, description: m.deleteText, label: m.delete },
    withdraw: { title: m.withdrawTitle, description: m.withdrawText, label: m.withdraw },
  }[asking?.kind ?? "confirm"];

  return {
    confirm: (request) => setAsking({ kind: "confirm", request }),
    revert: (request) => setStatus.mutate({ id: request.id, status: "submitted" }),
    remove: (request) => setAsking({ kind: "delete", request }),
    withdraw: (request) => setAsking({ kind: "withdraw", request }),
    dialogs: (
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={texts.title}
        description={texts.description}
        confirmLabel={texts.label}
        cancelLabel={m.cancel}
        destructive={asking?.kind !== "confirm"}
        onConfirm={run}
      />
    ),
  };
}
