import { loginUrl } from "#shared/auth/user.ts";
import { useAuth } from "../auth/use-current-user.ts";
import { Button } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { HomeDashboard } from "./home-dashboard.tsx";
import { useMessages } from "./i18n.tsx";

/** /dashboard: each role's home; the role workspaces build on this. */
export function DashboardRoute() {
  const auth = useAuth();
  const m = useMessages().app;
  if (auth.status === "authenticated") return <HomeDashboard user={auth.user} />;
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
