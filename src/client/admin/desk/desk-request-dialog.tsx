import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { RequestDetailsDialog } from "../../app/parts/request-details-dialog.tsx";
import { RequestEditDialog } from "../../app/parts/request-form/request-edit-dialog.tsx";
import { useReadRequestNotices } from "../../app/read-request-notices.ts";
import { requestRemoval } from "../../app/request-removal.ts";
import { Button } from "../../ui/button.tsx";
import { CheckCircle2, Pencil, RotateCcw, Trash2, Undo2 } from "../../ui/icons.tsx";
import { useDeskRequest } from "../api/get-desk-request.ts";
import type { DeskActions } from "./desk-actions.tsx";
import { FindDesigners } from "./find-designers.tsx";
import { IntroducedDesigners } from "./introduced-designers.tsx";
import { RequestHistory } from "./request-history.tsx";
import { ScreenedMessages } from "./screened-messages.tsx";
import { useDeskAddress } from "./use-desk-address.ts";
import { WishedDesigners } from "./wished-designers.tsx";

/**
 * The request named in the address (`?id=`, `&edit=true`), shown with the admin's actions or
 * edited; closing it goes back to `closeTo` (spec 2 §2).
 */
export function DeskRequestDialog(props: {
  closeTo: string;
  titles: { view: string; edit: string };
  actions: DeskActions;
}) {
  const { openId, editing, update } = useDeskAddress();
  if (!openId) return null;
  return (
    <OpenRequest
      key={openId}
      id={openId}
      edit={editing}
      onEdit={() => update({ id: openId, edit: "true" })}
      {...props}
    />
  );
}

function OpenRequest({
  id,
  edit,
  closeTo,
  titles,
  actions,
  onEdit,
}: {
  id: string;
  edit: boolean;
  closeTo: string;
  titles: { view: string; edit: string };
  actions: DeskActions;
  onEdit: () => void;
}) {
  const m = useWorkspaceMessages().requests.desk;
  const { data, isPending } = useDeskRequest(id);
  const request = data ?? undefined;
  useReadRequestNotices(id);
  if (edit && request) return <RequestEditDialog request={request} closeTo={closeTo} title={titles.edit} />;
  return (
    <RequestDetailsDialog
      request={request}
      loading={isPending}
      closeTo={closeTo}
      title={titles.view}
      sections={
        request && (
          <>
            <WishedDesigners request={request} />
            <IntroducedDesigners requestId={request.id} />
            <ScreenedMessages requestId={request.id} />
            <RequestHistory requestId={request.id} />
          </>
        )
      }
      actions={
        request && (
          <>
            {requestRemoval(request.status) === "delete" && (
              <Button variant="outline" onClick={() => actions.remove(request)}>
                <Trash2 aria-hidden="true" />
                {m.delete}
              </Button>
            )}
            {requestRemoval(request.status) === "withdraw" && (
              <Button variant="outline" onClick={() => actions.withdraw(request)}>
                <Undo2 aria-hidden="true" />
                {m.withdraw}
              </Button>
            )}
            <Button variant="outline" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              {m.edit}
            </Button>
            {request.status === "submitted" && (
              <Button onClick={() => actions.confirm(request)}>
                <CheckCircle2 aria-hidden="true" />
                {m.confirm}
              </Button>
            )}
            {request.status === "confirmed" && (
              <Button variant="secondary" onClick={() => actions.revert(request)}>
                <RotateCcw aria-hidden="true" />
                {m.revert}
              </Button>
            )}
            <FindDesigners requestId={request.id} status={request.status} />
          </>
        )
      }
    />
  );
}
