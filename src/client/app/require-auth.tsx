import { type ReactNode, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { signInPath } from "#shared/auth/user.ts";
import { buttonClasses } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { Link } from "../ui/link.tsx";
import { PageSpinner } from "../ui/spinner.tsx";
import { toast } from "../ui/toast.tsx";
import { preloadWorkspaceMessages, useMessages } from "./i18n.tsx";
import { useAuth } from "./use-current-user.ts";

/**
 * Guards a signed-in page: a spinner while auth loads; when signed out, a toast and the
 * sign-in page, which brings the visitor back here afterwards.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const m = useMessages().app;
  const returnTo = location.pathname + location.search;
  // The screen behind the guard reads the signed-in words: they load while auth is asked.
  void preloadWorkspaceMessages();
  const isDashboard = location.pathname.startsWith("/dashboard");

  useEffect(() => {
    if (auth.status !== "unauthenticated") return;
    toast(
      isDashboard
        ? {
            title: m.guard.loginRequiredTitle,
            description: m.guard.loginRequiredText,
            variant: "destructive",
          }
        : { title: m.guard.authRequiredTitle, description: m.guard.authRequiredText, variant: "destructive" },
    );
    // In-app navigation, so the toast stays on screen over the sign-in page.
    navigate(signInPath(returnTo), { replace: true });
  }, [auth.status, isDashboard, returnTo, m, navigate]);

  if (auth.status === "authenticated") return children;
  if (auth.status === "loading") return <PageSpinner label={m.states.loading} />;
  return (
    <Container className="flex flex-col items-center gap-3 py-24 text-center">
      <h1 className="text-2xl font-semibold">{m.states.signInRequiredTitle}</h1>
      <p className="text-muted-foreground">{m.states.signInRequiredText}</p>
      <Link to={signInPath(returnTo)} className={buttonClasses()}>
        {m.states.signIn}
      </Link>
    </Container>
  );
}
