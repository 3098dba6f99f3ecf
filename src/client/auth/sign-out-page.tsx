import { errorText } from "../app/api.ts";
import { useAuthMessages } from "../app/auth-messages.ts";
import { useMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { useAuth } from "../app/use-current-user.ts";
import { Button, buttonClasses } from "../ui/button.tsx";
import { Link } from "../ui/link.tsx";
import { PageSpinner } from "../ui/spinner.tsx";
import { toast } from "../ui/toast.tsx";
import { useSignOut } from "./api/sign-out.ts";
import { AuthCard } from "./auth-card.tsx";

/**
 * Where a log-out link leads when it did not come from the site's own pages (GET /api/logout): another
 * site must not be able to log anyone out, so the reader confirms here and the session ends by POST.
 */
export function SignOutPage() {
  const { app } = useMessages();
  const auth = useAuthMessages();
  const m = auth.signOut;
  usePageMeta("signOut");
  const current = useAuth();
  const signOut = useSignOut();

  if (current.status === "loading") return <PageSpinner label={app.states.loading} />;

  if (current.status === "unauthenticated") {
    return (
      <AuthCard title={m.signedOutTitle} subtitle={m.signedOutText}>
        <Link to="/" className={buttonClasses({ size: "lg", className: "w-full" })}>
          {m.home}
        </Link>
      </AuthCard>
    );
  }

  const confirm = () =>
    signOut.mutate(undefined, {
      // A fresh page load, as after the site's own log-out link: nothing of the account stays in memory.
      onSuccess: () => window.location.assign("/"),
      onError: (error) =>
        toast({
          title: m.failed,
          description: errorText(error, m.failedText),
          variant: "destructive",
        }),
    });

  return (
    <AuthCard title={m.title} subtitle={m.subtitle}>
      <p className="mb-6 rounded-lg bg-muted px-4 py-3 text-sm">
        <span className="text-muted-foreground">{m.signedInAs}</span>
        <span className="mt-0.5 block break-all font-medium">{current.user.email}</span>
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/" className={buttonClasses({ variant: "outline", size: "lg" })}>
          {m.stay}
        </Link>
        <Button size="lg" onClick={confirm} disabled={signOut.isPending}>
          {signOut.isPending ? m.submitting : m.submit}
        </Button>
      </div>
    </AuthCard>
  );
}
