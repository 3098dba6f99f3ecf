import type { AdminClient } from "#shared/admin/users.ts";
import { displayName } from "#shared/auth/display.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Menu, MenuContent, MenuItem, MenuSeparator, RowMenuTrigger } from "../../ui/dropdown-menu.tsx";
import { Eye, EyeOff, RotateCcw, Trash2 } from "../../ui/icons.tsx";
import type { ClientActions } from "./client-actions.tsx";

/** Spec 2 §2: View Details, 'Hide User (Soft Delete)' (or Reactivate when hidden), 'Permanently Delete'. */
export function ClientRowMenu({
  client,
  actions,
  onView,
}: {
  client: AdminClient;
  actions: ClientActions;
  onView: () => void;
}) {
  const { admin: m, profile } = useWorkspaceMessages();
  return (
    <Menu>
      <RowMenuTrigger label={m.users.actionsFor(displayName(client) || profile.noName)} />
      <MenuContent>
        <MenuItem onSelect={onView}>
          <Eye aria-hidden="true" />
          {m.users.viewDetails}
        </MenuItem>
        {client.isHidden ? (
          <MenuItem onSelect={() => actions.reactivate(client)}>
            <RotateCcw aria-hidden="true" />
            {m.clients.reactivate}
          </MenuItem>
        ) : (
          <MenuItem onSelect={() => actions.hide(client)}>
            <EyeOff aria-hidden="true" />
            {m.clients.hide}
          </MenuItem>
        )}
        <MenuSeparator />
        <MenuItem destructive onSelect={() => actions.hardDelete(client)}>
          <Trash2 aria-hidden="true" />
          {m.clients.permanentlyDelete}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
