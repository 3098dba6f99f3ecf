import { lazy } from "react";
import { loginUrl } from "#shared/auth/user.ts";
import { buttonClasses } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { useMessages } from "./i18n.tsx";
import { useAuth } from "./use-current-user.ts";

const ClientDashboard = lazy(async () => ({
  default: (await import("../requests/client-dashboard.tsx")).ClientDashboard,
}));
const DesignerDashboard = lazy(async () => ({
  default: (await import("../designs/portfolio/designer-dashboard.tsx")).DesignerDashboard,
}));
const AdminDashboard = lazy(async () => ({
  default: (await import("../admin/admin-dashboard.tsx")).AdminDashboard,
}));

const DASHBOARDS = { client: ClientDashboard, designer: DesignerDashboard, admin: AdminDashboard };

/** Each role's one dashboard (spec 2 §2), at `/dashboard`, and at `/` and `/home` once signed in (spec 1 §2). */
export function DashboardRoute() {
  const auth = useAuth();
  const m = useMessages().app;
  if (auth.status === "authenticated") {
    const Dashboard = DASHBOARDS[auth.user.role];
    return <Dashboard user={auth.user} />;
  }
  return (
    <Container className="py-12">
      <PageHeader
        title={m.states.accessRequiredTitle}
        actions={
          <a href={loginUrl("/dashboard")} className={buttonClasses()}>
            {m.nav.logIn}
          </a>
        }
      />
    </Container>
  );
}
