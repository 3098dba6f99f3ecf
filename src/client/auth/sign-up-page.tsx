import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { type RegisterInput, type Registration, registerSchema } from "#shared/auth/schemas.ts";
import { errorText } from "../app/api.ts";
import { useAuthMessages } from "../app/auth-messages.ts";
import { usePageMeta } from "../app/page-meta.ts";
import { InNameOrder } from "../app/parts/in-name-order.tsx";
import { Button } from "../ui/button.tsx";
import { EnabledWhenHydrated } from "../ui/enabled-when-hydrated.tsx";
import { Link } from "../ui/link.tsx";
import { TextField } from "../ui/text-field.tsx";
import { toast } from "../ui/toast.tsx";
import { useSignUp } from "./api/sign-in.ts";
import { AuthCard } from "./auth-card.tsx";
import { useReturnTo } from "./use-return-to.ts";

export function SignUpPage() {
  const m = useAuthMessages();
  usePageMeta("signUp");
  const returnTo = useReturnTo();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const schema = useMemo(() => registerSchema(m), [m]);
  const form = useForm<RegisterInput, unknown, Registration>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = (input: Registration) =>
    signUp.mutate(input, {
      onSuccess: () => navigate(returnTo, { replace: true }),
      onError: (error) =>
        toast({
          title: m.signUp.failed,
          description: errorText(error, m.errors.tooManyAttempts),
          variant: "destructive",
        }),
    });

  const signInLink = returnTo === "/" ? "/sign-in" : `/sign-in?${new URLSearchParams({ returnTo })}`;
  const link = "font-medium text-primary underline-offset-4 hover:underline";
  return (
    <AuthCard
      title={m.signUp.title}
      subtitle={m.signUp.subtitle}
      footer={
        <div className="flex flex-col gap-1">
          <p>
            {m.signUp.haveAccount}{" "}
            <Link to={signInLink} className={link}>
              {m.signUp.toSignIn}
            </Link>
          </p>
          <p>
            {m.signUp.designersNote}{" "}
            <Link to="/for-designers" className={link}>
              {m.signUp.designersLink}
            </Link>
          </p>
        </div>
      }
    >
      <EnabledWhenHydrated>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <InNameOrder
              firstName={
                <TextField
                  id="sign-up-first-name"
                  label={m.fields.firstName}
                  autoComplete="given-name"
                  error={errors.firstName?.message}
                  disabled={signUp.isPending}
                  {...form.register("firstName")}
                />
              }
              lastName={
                <TextField
                  id="sign-up-last-name"
                  label={m.fields.lastName}
                  autoComplete="family-name"
                  error={errors.lastName?.message}
                  disabled={signUp.isPending}
                  {...form.register("lastName")}
                />
              }
            />
          </div>
          <TextField
            id="sign-up-email"
            label={m.fields.email}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            disabled={signUp.isPending}
            {...form.register("email")}
          />
          <TextField
            id="sign-up-password"
            label={m.fields.password}
            type="password"
            autoComplete="new-password"
            required
            hint={m.signUp.passwordHint}
            error={errors.password?.message}
            disabled={signUp.isPending}
            {...form.register("password")}
          />
          <p className="text-xs text-muted-foreground">{m.signUp.terms}</p>
          <Button type="submit" size="lg" disabled={signUp.isPending}>
            {signUp.isPending ? m.signUp.submitting : m.signUp.submit}
          </Button>
        </form>
      </EnabledWhenHydrated>
    </AuthCard>
  );
}
