import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { passwordResetRequestSchema } from "#shared/auth/schemas.ts";
import { errorText } from "../app/api.ts";
import { useAuthMessages } from "../app/auth-messages.ts";
import { usePageMeta } from "../app/page-meta.ts";
import { Button } from "../ui/button.tsx";
import { EnabledWhenHydrated } from "../ui/enabled-when-hydrated.tsx";
import { MailCheck } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { TextField } from "../ui/text-field.tsx";
import { toast } from "../ui/toast.tsx";
import { useRequestPasswordReset } from "./api/request-password-reset.ts";
import { AuthCard } from "./auth-card.tsx";

export function ForgotPasswordPage() {
  const m = useAuthMessages();
  usePageMeta("forgotPassword");
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = useMemo(() => passwordResetRequestSchema(m), [m]);
  const form = useForm<{ email: string }>({ resolver: zodResolver(schema), defaultValues: { email: "" } });

  const back = (
    <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
      {m.forgot.back}
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard title={m.forgot.sentTitle} footer={back}>
        <div className="flex gap-3">
          <MailCheck aria-hidden="true" className="size-6 shrink-0 text-primary" />
          <p role="status" className="text-sm text-muted-foreground">
            {m.forgot.sentText(sentTo)}
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={m.forgot.title} subtitle={m.forgot.subtitle} footer={back}>
      <EnabledWhenHydrated>
        <form
          noValidate
          onSubmit={form.handleSubmit((input) =>
            request.mutate(input, {
              onSuccess: () => setSentTo(input.email),
              onError: (error) =>
                toast({
                  title: m.forgot.failed,
                  description: errorText(error, m.errors.tooManyAttempts),
                  variant: "destructive",
                }),
            }),
          )}
          className="flex flex-col gap-4"
        >
          <TextField
            id="forgot-email"
            label={m.fields.email}
            type="email"
            autoComplete="email"
            error={form.formState.errors.email?.message}
            disabled={request.isPending}
            {...form.register("email")}
          />
          <Button type="submit" size="lg" disabled={request.isPending}>
            {request.isPending ? m.forgot.submitting : m.forgot.submit}
          </Button>
        </form>
      </EnabledWhenHydrated>
    </AuthCard>
  );
}
