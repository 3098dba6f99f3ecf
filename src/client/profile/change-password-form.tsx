import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { type ChangePasswordInput, changePasswordSchema } from "#shared/auth/schemas.ts";
import { errorText } from "../app/api.ts";
import { preloadAuthMessages, useAuthMessages } from "../app/auth-messages.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/text-field.tsx";
import { toast } from "../ui/toast.tsx";
import { useChangePassword } from "./api/change-password.ts";

// Its validation's words load beside the profile page, not when the form first renders.
preloadAuthMessages();

export function ChangePasswordForm() {
  const { profile: m } = useWorkspaceMessages();
  const auth = useAuthMessages();
  const change = useChangePassword();
  const schema = useMemo(() => changePasswordSchema(auth), [auth]);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const { errors } = form.formState;

  const onSubmit = (input: ChangePasswordInput) =>
    change.mutate(input, {
      onSuccess: () => {
        toast({
          title: m.settings.passwordChangedTitle,
          description: m.settings.passwordChangedText,
          variant: "success",
        });
        form.reset();
      },
      onError: (error) =>
        toast({
          title: m.settings.passwordFailureTitle,
          description: errorText(error, m.settings.failureFallback),
          variant: "destructive",
        }),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <TextField
        id="password-current"
        label={m.fields.currentPassword}
        type="password"
        autoComplete="current-password"
        disabled={change.isPending}
        error={errors.currentPassword?.message}
        {...form.register("currentPassword")}
      />
      <TextField
        id="password-new"
        label={m.fields.newPassword}
        type="password"
        autoComplete="new-password"
        hint={auth.signUp.passwordHint}
        disabled={change.isPending}
        error={errors.newPassword?.message}
        {...form.register("newPassword")}
      />
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" variant="outline" disabled={change.isPending}>
          {change.isPending ? m.settings.changingPassword : m.settings.changePassword}
        </Button>
      </div>
    </form>
  );
}
