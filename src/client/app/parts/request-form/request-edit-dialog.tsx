import { useNavigate } from "react-router";
import type { DesignRequest, NewRequestInput } from "#shared/requests/schema.ts";
import { Dialog, DialogContent } from "../../../ui/dialog.tsx";
import { toast } from "../../../ui/toast.tsx";
import { readDraft } from "../../../ui/use-draft.ts";
import { useWorkspaceMessages } from "../../i18n.tsx";
import { useSubmitRequest } from "../../submit-request.ts";
import { useAuth } from "../../use-current-user.ts";
import { RequestForm } from "./request-form.tsx";
import { fromRequest, requestDraftKey, useDraftRestoredToast } from "./request-values.ts";

/** Spec 2 §2: 'Edit Design Request' over My Requests, with its draft kept 2 s after each change. */
export function RequestEditDialog({
  request,
  closeTo,
  title,
}: {
  request: DesignRequest;
  closeTo: string;
  title?: string;
}) {
  const { requests: m } = useWorkspaceMessages();
  const auth = useAuth();
  const navigate = useNavigate();
  const submit = useSubmitRequest();
  const draftKey = requestDraftKey(auth.user?.id, request.id);
  useDraftRestoredToast(draftKey);
  const close = () => navigate(closeTo, { replace: true });

  const onSubmit = (input: NewRequestInput, photos: File[]) =>
    submit.mutateAsync({ id: request.id, input, newPhotos: photos }).catch(() => {
      toast({
        title: m.myForms.updateFailed,
        description: m.myForms.updateFailedText,
        variant: "destructive",
      });
      return null;
    });

  const onSaved = (_saved: DesignRequest, complete: boolean) => {
    if (!complete) {
      // The dialog stays open: the form says beside the photos which were not added.
      toast({ title: m.photos.partlySavedToast, variant: "destructive" });
      return;
    }
    toast({ title: m.myForms.updated, variant: "success" });
    close();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !submit.isPending && close()}>
      <DialogContent
        title={title ?? m.myForms.editTitle}
        closeLabel={m.myForms.close}
        width="3xl"
        surface="page"
      >
        <RequestForm
          initial={readDraft<NewRequestInput>(draftKey) ?? fromRequest(request)}
          draftKey={draftKey}
          isEdit
          saving={submit.isPending}
          current={request}
          draftDelayMs={2000}
          onCancel={close}
          onSubmit={onSubmit}
          onSaved={onSaved}
        />
      </DialogContent>
    </Dialog>
  );
}
