import { type ReactNode, useState } from "react";
import type { DesignRequest } from "#shared/requests/schema.ts";
import { errorText } from "../../app/api.ts";
import { useMessages } from "../../app/i18n.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { toast } from "../../ui/toast.tsx";
import { useDeleteDeskRequest, useSetRequestStatus } from "../api/desk.ts";

export interface DeskActions {
  confirm: (request: DesignRequest) => void;
  revert: (request: DesignRequest) => void;
  remove: (request: DesignRequest) => void;
  /** The confirmation dialogs; render them once on the page. */
  dialogs: ReactNode;
}

/**
 * The admin's actions on a request (spec 2 §4), the same from the table and from the detail
 * dialog: confirm (asked first), revert to submitted, delete (asked first). `onDeleted` lets the
 * page leave a request that no longer exists.
 */
export function useDeskActions(onDeleted?: (id: string) => void): DeskActions {
  const m = useMessages().requests.desk;
  const [asking, setAsking] = useState<{ kind: "confirm" | "delete"; request: DesignRequest } | null>(null);
  const setStatus = useSetRequestStatus({
    onDone: () => toast({ title: m.statusUpdated, variant: "success" }),
    onFailed: (error) =>
      toast({
        title: m.statusFailed,
        description: errorText(error, m.statusFailedText),
        variant: "destructive",
      }),
  });
  const remove = useDeleteDeskRequest({
    onDone: () => toast({ title: m.deleted, variant: "success" }),
    onFailed: () => toast({ title: m.deleteFailed, description: m.deleteFailedText, variant: "destructive" }),
  });

  const run = () => {
    if (!asking) return;
    if (asking.kind === "confirm") setStatus.mutate({ id: asking.request.id, status: "confirmed" });
    else {
      remove.mutate(asking.request.id);
      onDeleted?.(asking.request.id);
    }
  };

  return {
    confirm: (request) => setAsking({ kind: "confirm", request }),
    revert: (request) => setStatus.mutate({ id: request.id, status: "submitted" }),
    remove: (request) => setAsking({ kind: "delete", request }),
    dialogs: (
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking?.kind === "delete" ? m.deleteTitle : m.confirmTitle}
        description={asking?.kind === "delete" ? m.deleteText : m.confirmText}
        confirmLabel={asking?.kind === "delete" ? m.delete : m.confirmAction}
        cancelLabel={m.cancel}
        destructive={asking?.kind === "delete"}
        onConfirm={run}
      />
    ),
  };
}
