import type { ReactNode } from "react";
import type { UserRole } from "#shared/auth/roles.ts";
import type { CurrentUser } from "#shared/auth/user.ts";
import { Container } from "../ui/container.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { PageSpinner } from "../ui/spinner.tsx";
import { useMessages } from "./i18n.tsx";
import { useAuth } from "./use-current-user.ts";

/**
 * A page for some roles only: others read 'Access Denied' and why. The server refuses their calls
 * anyway; this only spares them a screen of errors. Signed-out visitors never get here (RequireAuth).
 */
export function RoleGate({
  roles,
  deniedText,
  children,
}: {
  roles: readonly UserRole[];
  deniedText: string;
  children: (user: CurrentUser) => ReactNode;
}) {
  const auth = useAuth();
  const m = useMessages().app.states;
  if (auth.status !== "authenticated") return <PageSpinner label={m.loading} />;
  if (!roles.includes(auth.user.role)) {
    return (
      <Container className="py-12">
        <PageHeader title={m.accessDeniedTitle} description={deniedText} />
      </Container>
    );
  }
  return children(auth.user);
}
