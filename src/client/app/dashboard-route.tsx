import { lazy } from "react";
import { loginUrl } from "#shared/auth/user.ts";
import { useAuth } from "../auth/use-current-user.ts";
import { Button } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { HomeDashboard } from "./home-dashboard.tsx";
import { useMessages } from "./i18n.tsx";

const ClientDashboard = lazy(async () => ({
  default: (await import("../requests/client-dashboard.tsx")).ClientDashboard,
}));

/** /dashboard: each role's home (spec 2 §2); admins and designers get their workspaces with the workspaces issue. */
export function DashboardRoute() {
  const auth = useAuth();
  const m = useMessages().app;
  if (auth.status === "authenticated") {
    return auth.user.role === "client" ? (
      <ClientDashboard user={auth.user} />
    ) : (
      <HomeDashboard user={auth.user} />
    );
  }
  return (
    <Container className="py-12">
      <PageHeader
        title={m.states.accessRequiredTitle}
        actions={
          <Button asChild>
            <a href={loginUrl("/dashboard")}>{m.nav.logIn}</a>
          </Button>
        }
      />
    </Container>
  );
}
