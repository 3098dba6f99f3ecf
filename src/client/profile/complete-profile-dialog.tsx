import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { type CompleteProfileInput, completeProfileSchema, type Profile } from "#shared/profile/schema.ts";
import { errorText } from "../app/api.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { InNameOrder } from "../app/parts/in-name-order.tsx";
import { bindField } from "../ui/bind-field.ts";
import { Button } from "../ui/button.tsx";
import { Dialog, DialogContent } from "../ui/dialog.tsx";
import { TextField } from "../ui/text-field.tsx";
import { toast } from "../ui/toast.tsx";
import { useUpdateProfile } from "./api/update-profile.ts";
import { profileFields } from "./profile-fields.ts";

export function CompleteProfileDialog({ profile }: { profile: Profile }) {
  const m = useWorkspaceMessages().profile;
  const fields = profileFields(m);
  const update = useUpdateProfile();
  const schema = useMemo(() => completeProfileSchema(m), [m]);
  const form = useForm<CompleteProfileInput>({
    resolver: zodResolver(schema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      firstName: profile.firstName ?? "",
      lastName: profile.lastName ?? "",
      phoneNumber: profile.phoneNumber ?? "",
      address: profile.address ?? "",
    },
  });
  const saving = update.isPending;
  const field = bindField(form, saving);

  // The dialog unmounts as soon as the saved profile is complete, so the outcome is handled on the promise.
  const onSubmit = (input: CompleteProfileInput) =>
    update.mutateAsync(input).then(
      () =>
        toast({ title: m.complete.successTitle, description: m.complete.successText, variant: "success" }),
      (error: unknown) =>
        toast({
          title: m.complete.failureTitle,
          description: errorText(error, m.complete.failureFallback),
          variant: "destructive",
        }),
    );

  return (
    <Dialog open>
      <DialogContent title={m.complete.title} description={m.complete.description} blocking>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <InNameOrder
              firstName={
                <TextField id="complete-first-name" {...fields.firstName} required {...field("firstName")} />
              }
              lastName={
                <TextField id="complete-last-name" {...fields.lastName} required {...field("lastName")} />
              }
            />
          </div>
          <TextField id="complete-phone" {...fields.phoneNumber} required {...field("phoneNumber")} />
          <TextField
            id="complete-address"
            {...fields.address}
            label={m.fields.addressOptional}
            {...field("address")}
          />
          <Button type="submit" size="lg" disabled={saving}>
            {saving ? m.complete.submitting : m.complete.submit}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
