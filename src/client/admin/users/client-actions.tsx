import { type ReactNode, useState } from "react";
import type { AdminClient } from "#shared/admin/users.ts";
import { displayName } from "#shared/auth/display.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { toast } from "../../ui/toast.tsx";
import { useHardDeleteClient } from "../api/hard-delete-client.ts";
import { useHideClient } from "../api/hide-client.ts";
import { useReactivateClient } from "../api/reactivate-client.ts";

export interface ClientActions {
  hide: (client: AdminClient) => void;
  reactivate: (client: AdminClient) => void;
  hardDelete: (client: AdminClient) => void;
  /** The confirmation dialogs; render them once on the page. */
  dialogs: ReactNode;
}

/**
 * The admin's actions on a client (spec 2 §4, §8): hide (soft delete) and permanent deletion,
 * each asked first; reactivation at once. `onRemoved` lets the page close a dialog whose client
 * left the list.
 */
export function useClientActions(onRemoved: (id: string) => void): ClientActions {
  const { admin: m, profile } = useWorkspaceMessages();
  const t = m.clients;
  const [asking, setAsking] = useState<{ kind: "hide" | "hard"; client: AdminClient } | null>(null);
  const hide = useHideClient();
  const hardDelete = useHardDeleteClient();
  const reactivate = useReactivateClient();

  const run = () => {
    if (!asking) return;
    const { id } = asking.client;
    if (asking.kind === "hide") {
      hide.mutate(id, {
        onSuccess: () => {
          onRemoved(id);
          toast({ title: t.hidden, description: t.hiddenText, variant: "success" });
        },
        onError: () => toast({ title: t.hideFailed, description: t.hideFailedText, variant: "destructive" }),
      });
    } else {
      hardDelete.mutate(id, {
        onSuccess: () => {
          onRemoved(id);
          toast({ title: t.hardDeleted, description: t.hardDeletedText, variant: "success" });
        },
        onError: () =>
          toast({ title: t.hardDeleteFailed, description: t.hardDeleteFailedText, variant: "destructive" }),
      });
    }
  };

  const name = asking ? displayName(asking.client) || profile.noName : "";
  return {
    hide: (client) => setAsking({ kind: "hide", client }),
    hardDelete: (client) => setAsking({ kind: "hard", client }),
    reactivate: (client) =>
      reactivate.mutate(client.id, {
        onSuccess: () => {
          onRemoved(client.id);
          toast({ title: t.reactivated, description: t.reactivatedText, variant: "success" });
        },
        onError: () =>
          toast({ title: t.reactivateFailed, description: t.reactivateFailedText, variant: "destructive" }),
      }),
    dialogs: (
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking?.kind === "hard" ? t.hardDeleteTitle : t.hideTitle}
        description={asking?.kind === "hard" ? t.hardDeleteText(name) : t.hideText(name)}
        confirmLabel={asking?.kind === "hard" ? t.hardDeleteConfirm : t.hideConfirm}
        cancelLabel={m.users.cancel}
        destructive
        onConfirm={run}
      />
    ),
  };
}
