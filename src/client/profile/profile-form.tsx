import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { type Profile, type ProfileUpdateInput, profileUpdateSchema } from "#shared/profile/schema.ts";
import { errorText } from "../app/api.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { InNameOrder } from "../app/parts/in-name-order.tsx";
import { bindField } from "../ui/bind-field.ts";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/text-field.tsx";
import { toast } from "../ui/toast.tsx";
import { useUpdateProfile } from "./api/update-profile.ts";
import { profileFields } from "./profile-fields.ts";

export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const m = useWorkspaceMessages().profile;
  const fields = profileFields(m);
  const update = useUpdateProfile();
  const schema = useMemo(() => profileUpdateSchema(m), [m]);
  const saved: ProfileUpdateInput = {
    firstName: profile.firstName ?? "",
    lastName: profile.lastName ?? "",
    email: profile.email,
    phoneNumber: profile.phoneNumber ?? "",
    address: profile.address ?? "",
    currentPassword: "",
  };
  const form = useForm<ProfileUpdateInput>({ resolver: zodResolver(schema), defaultValues: saved });
  const emailChanged = form.watch("email")?.trim().toLowerCase() !== profile.email;
  const saving = update.isPending;
  const field = bindField(form, saving);

  const onSubmit = (input: ProfileUpdateInput) =>
    update.mutate(
      { ...input, currentPassword: emailChanged ? input.currentPassword : undefined },
      {
        onSuccess: () => {
          toast({ title: m.settings.successTitle, description: m.settings.successText, variant: "success" });
          onDone();
        },
        onError: (error) =>
          toast({
            title: m.settings.failureTitle,
            description: errorText(error, m.settings.failureFallback),
            variant: "destructive",
          }),
      },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <InNameOrder
        firstName={
          <TextField id="profile-first-name" {...fields.firstName} required {...field("firstName")} />
        }
        lastName={<TextField id="profile-last-name" {...fields.lastName} required {...field("lastName")} />}
      />
      <TextField
        id="profile-email"
        label={m.fields.email}
        type="email"
        autoComplete="email"
        {...field("email")}
      />
      <TextField id="profile-phone" {...fields.phoneNumber} {...field("phoneNumber")} />
      <TextField id="profile-address" {...fields.address} className="sm:col-span-2" {...field("address")} />
      {emailChanged && (
        <TextField
          id="profile-current-password"
          label={m.fields.currentPassword}
          type="password"
          autoComplete="current-password"
          hint={m.settings.currentPasswordHint}
          className="sm:col-span-2"
          {...field("currentPassword")}
        />
      )}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button
          variant="outline"
          disabled={saving}
          onClick={() => {
            form.reset(saved);
            onDone();
          }}
        >
          {m.settings.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? m.settings.saving : m.settings.save}
        </Button>
      </div>
    </form>
  );
}
