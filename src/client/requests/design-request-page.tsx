import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { LOGOUT_PATH } from "#shared/auth/user.ts";
import { useMessages } from "../app/i18n.tsx";
import { usePageMeta } from "../app/page-meta.ts";
import { useAuth } from "../auth/use-current-user.ts";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { Container } from "../ui/container.tsx";
import { PageHeader } from "../ui/page-header.tsx";

/** Spec 1 §2: only clients and admins may submit design requests. */
function RequestFormDenied() {
  const { auth } = useMessages();
  return (
    <Container className="py-16">
      <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 p-8 text-center">
        <ShieldAlert aria-hidden="true" className="size-10 text-destructive" />
        <h1 className="text-2xl font-semibold">{auth.denial.requestFormTitle}</h1>
        <p className="text-muted-foreground">{auth.denial.requestForm}</p>
        <div className="flex gap-2">
          <Button asChild>
            <Link to="/dashboard">{auth.denial.goToDashboard}</Link>
          </Button>
          <Button asChild variant="outline">
            <a href={LOGOUT_PATH}>{auth.denial.logOut}</a>
          </Button>
        </div>
      </Card>
    </Container>
  );
}

export function DesignRequestPage() {
  const { app } = useMessages();
  const auth = useAuth();
  usePageMeta("designRequest");
  if (auth.user && auth.user.role !== "client" && auth.user.role !== "admin") return <RequestFormDenied />;
  return (
    <Container className="py-12">
      <PageHeader
        title={app.meta.pages.designRequest.title}
        description={app.meta.pages.designRequest.description}
      />
    </Container>
  );
}
