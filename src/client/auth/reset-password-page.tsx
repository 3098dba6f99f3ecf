import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { newPasswordSchema } from "#shared/auth/schemas.ts";
import type { SecondFactorMethod } from "#shared/auth/second-factor.ts";
import { SIGN_IN_PATH } from "#shared/auth/user.ts";
import { errorText } from "../app/api.ts";
import { useAuthMessages } from "../app/auth-messages.ts";
import { usePageMeta } from "../app/page-meta.ts";
import { Button } from "../ui/button.tsx";
import { EnabledWhenHydrated } from "../ui/enabled-when-hydrated.tsx";
import { Link } from "../ui/link.tsx";
import { TextField } from "../ui/text-field.tsx";
import { toast } from "../ui/toast.tsx";
import { secondFactorMethodsOf } from "./api/second-factor.ts";
import { useResetPassword } from "./api/sign-in.ts";
import { AuthCard } from "./auth-card.tsx";
import { SecondFactorCard } from "./second-factor-step.tsx";

export function ResetPasswordPage() {
  const m = useAuthMessages();
  usePageMeta("resetPassword");
  const [methods, setMethods] = useState<SecondFactorMethod[] | null>(null);
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const reset = useResetPassword();
  const schema = useMemo(() => z.object({ password: newPasswordSchema(m.validation) }), [m]);
  const form = useForm<{ password: string }>({
    resolver: zodResolver(schema),
    defaultValues: { password: "" },
  });

  const requestNew = (
    <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
      {m.reset.requestNew}
    </Link>
  );

  if (!token) {
    return (
      <AuthCard title={m.reset.title} footer={requestNew}>
        <p role="alert" className="text-sm text-destructive">
          {m.reset.missingToken}
        </p>
      </AuthCard>
    );
  }

  const signedIn = () => {
    toast({ title: m.reset.successTitle, description: m.reset.successText, variant: "success" });
    navigate("/", { replace: true });
  };
  // The new password is set; an account with a second factor still gives it before a session starts.
  if (methods) {
    return (
      <SecondFactorCard methods={methods} onSignedIn={signedIn} onRestart={() => navigate(SIGN_IN_PATH)} />
    );
  }

  return (
    <AuthCard title={m.reset.title} subtitle={m.reset.subtitle} footer={requestNew}>
      <EnabledWhenHydrated>
        <form
          noValidate
          onSubmit={form.handleSubmit(({ password }) =>
            reset.mutate(
              { token, password },
              {
                onSuccess: signedIn,
                onError: (error) => {
                  const due = secondFactorMethodsOf(error);
                  if (due) return setMethods(due);
                  toast({
                    title: m.reset.failed,
                    description: errorText(error, m.errors.resetLinkInvalid),
                    variant: "destructive",
                  });
                },
              },
            ),
          )}
          className="flex flex-col gap-4"
        >
          <TextField
            id="reset-password"
            label={m.fields.newPassword}
            type="password"
            autoComplete="new-password"
            hint={m.signUp.passwordHint}
            error={form.formState.errors.password?.message}
            disabled={reset.isPending}
            {...form.register("password")}
          />
          <Button type="submit" size="lg" disabled={reset.isPending}>
            {reset.isPending ? m.reset.submitting : m.reset.submit}
          </Button>
        </form>
      </EnabledWhenHydrated>
    </AuthCard>
  );
}
