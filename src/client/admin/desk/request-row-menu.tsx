import { displayName } from "#shared/auth/display.ts";
import type { DesignRequest } from "#shared/requests/schema.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { requestRemoval } from "../../app/request-removal.ts";
import { Menu, MenuContent, MenuItem, MenuSeparator, RowMenuTrigger } from "../../ui/dropdown-menu.tsx";
import { CheckCircle2, Eye, Pencil, RotateCcw, Trash2, Undo2 } from "../../ui/icons.tsx";
import type { DeskActions } from "./desk-actions.tsx";

/**
 * A table row's actions: view and edit always, confirm only when submitted, revert only when confirmed,
 * delete while submitted or confirmed, withdraw once matched.
 */
export function RequestRowMenu({
  request,
  actions,
  onView,
  onEdit,
}: {
  request: DesignRequest;
  actions: DeskActions;
  onView: () => void;
  onEdit: () => void;
}) {
  const m = useWorkspaceMessages().requests.desk;
  const name = (request.client && displayName(request.client)) || m.unknownClient;
  const removal = requestRemoval(request.status);
  return (
    <Menu>
      <RowMenuTrigger label={m.actionsFor(name)} />
      <MenuContent>
        <MenuItem onSelect={onView}>
          <Eye aria-hidden="true" />
          {m.view}
        </MenuItem>
        <MenuItem onSelect={onEdit}>
          <Pencil aria-hidden="true" />
          {m.edit}
        </MenuItem>
        {request.status === "submitted" && (
          <MenuItem onSelect={() => actions.confirm(request)}>
            <CheckCircle2 aria-hidden="true" />
            {m.confirm}
          </MenuItem>
        )}
        {request.status === "confirmed" && (
          <MenuItem onSelect={() => actions.revert(request)}>
            <RotateCcw aria-hidden="true" />
            {m.revert}
          </MenuItem>
        )}
        {removal && <MenuSeparator />}
        {removal === "delete" && (
          <MenuItem destructive onSelect={() => actions.remove(request)}>
            <Trash2 aria-hidden="true" />
            {m.delete}
          </MenuItem>
        )}
        {removal === "withdraw" && (
          <MenuItem destructive onSelect={() => actions.withdraw(request)}>
            <Undo2 aria-hidden="true" />
            {m.withdraw}
          </MenuItem>
        )}
      </MenuContent>
    </Menu>
  );
}
