import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { type NewDesignerInput, newDesignerSchema } from "#shared/admin/users.ts";
import { errorText } from "../../app/api.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { InNameOrder } from "../../app/parts/in-name-order.tsx";
import { bindField } from "../../ui/bind-field.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent } from "../../ui/dialog.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { toast } from "../../ui/toast.tsx";
import { useInviteDesigner } from "../api/invite-designer.ts";

/** Onboarding (spec 1 §1): the admin creates the account, the designer is e-mailed a link to choose a password. */
export function AddDesignerDialog({ onClose }: { onClose: () => void }) {
  const m = useWorkspaceMessages().admin;
  const t = m.designers;
  const invite = useInviteDesigner();
  const schema = useMemo(() => newDesignerSchema(m), [m]);
  const form = useForm<NewDesignerInput>({
    resolver: zodResolver(schema),
    defaultValues: { email: "", firstName: "", lastName: "", phoneNumber: "" },
  });
  const saving = invite.isPending;
  const field = bindField(form, saving);

  const onSubmit = (input: NewDesignerInput) =>
    invite.mutateAsync(input).then(
      (designer) => {
        toast({ title: t.added, description: t.addedText(designer.email), variant: "success" });
        onClose();
      },
      (error: unknown) =>
        toast({ title: t.addFailed, description: errorText(error, t.addFailedText), variant: "destructive" }),
    );

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent title={t.addTitle} description={t.addText} closeLabel={m.users.close}>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
          <TextField
            id="designer-email"
            type="email"
            autoComplete="off"
            label={t.fields.email}
            required
            {...field("email")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <InNameOrder
              firstName={
                <TextField
                  id="designer-first-name"
                  autoComplete="off"
                  label={t.fields.firstName}
                  required
                  {...field("firstName")}
                />
              }
              lastName={
                <TextField
                  id="designer-last-name"
                  autoComplete="off"
                  label={t.fields.lastName}
                  required
                  {...field("lastName")}
                />
              }
            />
          </div>
          <TextField
            id="designer-phone"
            type="tel"
            autoComplete="off"
            label={t.fields.phoneNumber}
            {...field("phoneNumber")}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={saving}>
              {m.users.cancel}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? t.adding : t.addSubmit}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
