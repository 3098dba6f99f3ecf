import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import type { SecondFactorMethod } from "#shared/auth/second-factor.ts";
import { ApiError } from "../app/api.ts";
import { useAuthMessages } from "../app/auth-messages.ts";
import { usePageMeta } from "../app/page-meta.ts";
import { Button } from "../ui/button.tsx";
import { EnabledWhenHydrated } from "../ui/enabled-when-hydrated.tsx";
import { ShieldCheck } from "../ui/icons.tsx";
import { TextField } from "../ui/text-field.tsx";
import { toast } from "../ui/toast.tsx";
import { secondFactorMethodsOf } from "./api/second-factor.ts";
import { useAdminAccess } from "./api/sign-in.ts";
import { AuthCard } from "./auth-card.tsx";
import { SecondFactorCard } from "./second-factor-step.tsx";

/** The admin gate (spec 2 §2): an admin account's credentials, checked by the server only. */
export function AdminAccessPage() {
  const m = useAuthMessages();
  usePageMeta("adminAccess");
  const [methods, setMethods] = useState<SecondFactorMethod[] | null>(null);
  const navigate = useNavigate();
  const access = useAdminAccess();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const granted = () => {
    toast({ title: m.adminAccess.grantedTitle, description: m.adminAccess.grantedText, variant: "success" });
    navigate("/dashboard/forms", { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    access.mutate(
      { email, password },
      {
        onSuccess: granted,
        onError: (error) => {
          const due = secondFactorMethodsOf(error);
          if (due) return setMethods(due);
          const rejected = error instanceof ApiError && (error.status === 400 || error.status === 401);
          toast(
            rejected
              ? {
                  title: m.adminAccess.invalidTitle,
                  description: m.adminAccess.invalidText,
                  variant: "destructive",
                }
              : {
                  title: m.adminAccess.failedTitle,
                  description:
                    error instanceof ApiError && error.status === 429
                      ? m.errors.tooManyAttempts
                      : m.adminAccess.failedText,
                  variant: "destructive",
                },
          );
        },
      },
    );
  };

  if (methods) {
    return (
      <SecondFactorCard
        methods={methods}
        onSignedIn={granted}
        onRestart={() => {
          setPassword("");
          setMethods(null);
        }}
      />
    );
  }

  return (
    <AuthCard title={m.adminAccess.title} subtitle={m.adminAccess.subtitle}>
      <EnabledWhenHydrated>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <ShieldCheck aria-hidden="true" className="size-10 self-center text-primary" />
          <TextField
            id="admin-email"
            label={m.fields.email}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={access.isPending}
          />
          <TextField
            id="admin-password"
            label={m.fields.password}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={access.isPending}
          />
          <Button type="submit" size="lg" disabled={access.isPending}>
            {access.isPending ? m.adminAccess.submitting : m.adminAccess.submit}
          </Button>
        </form>
      </EnabledWhenHydrated>
    </AuthCard>
  );
}
