import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { type LoginInput, loginSchema } from "#shared/auth/schemas.ts";
import type { SecondFactorMethod } from "#shared/auth/second-factor.ts";
import { errorText } from "../app/api.ts";
import { useAuthMessages } from "../app/auth-messages.ts";
import { usePageMeta } from "../app/page-meta.ts";
import { Button } from "../ui/button.tsx";
import { EnabledWhenHydrated } from "../ui/enabled-when-hydrated.tsx";
import { Link } from "../ui/link.tsx";
import { TextField } from "../ui/text-field.tsx";
import { toast } from "../ui/toast.tsx";
import { secondFactorMethodsOf } from "./api/second-factor.ts";
import { useSignIn } from "./api/sign-in.ts";
import { AuthCard } from "./auth-card.tsx";
import { SecondFactorCard } from "./second-factor-step.tsx";
import { useReturnTo } from "./use-return-to.ts";

export function SignInPage() {
  const m = useAuthMessages();
  usePageMeta("signIn");
  // Set once the password was right and the account's second factor is due.
  const [methods, setMethods] = useState<SecondFactorMethod[] | null>(null);
  const returnTo = useReturnTo();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const schema = useMemo(() => loginSchema(m), [m]);
  const form = useForm<LoginInput>({
    resolver: zodResolver(schema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = (input: LoginInput) =>
    signIn.mutate(input, {
      onSuccess: () => navigate(returnTo, { replace: true }),
      onError: (error) => {
        const due = secondFactorMethodsOf(error);
        if (due) return setMethods(due);
        toast({
          title: m.signIn.failed,
          description: errorText(error, m.errors.invalidCredentials),
          variant: "destructive",
        });
      },
    });

  if (methods) {
    return (
      <SecondFactorCard
        methods={methods}
        onSignedIn={() => navigate(returnTo, { replace: true })}
        onRestart={() => {
          form.setValue("password", "");
          setMethods(null);
        }}
      />
    );
  }

  const signUpLink = returnTo === "/" ? "/sign-up" : `/sign-up?${new URLSearchParams({ returnTo })}`;
  return (
    <AuthCard
      title={m.signIn.title}
      subtitle={m.signIn.subtitle}
      footer={
        <>
          {m.signIn.noAccount}{" "}
          <Link to={signUpLink} className="font-medium text-primary underline-offset-4 hover:underline">
            {m.signIn.toSignUp}
          </Link>
        </>
      }
    >
      <EnabledWhenHydrated>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
          <TextField
            id="sign-in-email"
            label={m.fields.email}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            disabled={signIn.isPending}
            {...form.register("email")}
          />
          <TextField
            id="sign-in-password"
            label={m.fields.password}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            disabled={signIn.isPending}
            {...form.register("password")}
          />
          <Link
            to="/forgot-password"
            className="self-end text-sm text-primary underline-offset-4 hover:underline"
          >
            {m.signIn.forgot}
          </Link>
          <Button type="submit" size="lg" disabled={signIn.isPending}>
            {signIn.isPending ? m.signIn.submitting : m.signIn.submit}
          </Button>
        </form>
      </EnabledWhenHydrated>
    </AuthCard>
  );
}
