import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { type LoginInput, loginSchema } from "#shared/auth/schemas.ts";
import { errorText } from "../app/api.ts";
import { useMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/text-field.tsx";
import { toast } from "../ui/toast.tsx";
import { useSignIn } from "./api/sign-in.ts";
import { AuthCard } from "./auth-card.tsx";
import { useReturnTo } from "./use-return-to.ts";

export function SignInPage() {
  const m = useMessages().auth;
  usePageMeta("signIn");
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
      onError: (error) =>
        toast({
          title: m.signIn.failed,
          description: errorText(error, m.errors.invalidCredentials),
          variant: "destructive",
        }),
    });

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
    </AuthCard>
  );
}
