import type { ReactNode } from "react";
import { loginUrl } from "#shared/auth/user.ts";
import { useAuth } from "../../app/use-current-user.ts";
import { Button, type ButtonProps } from "../../ui/button.tsx";
import { Link } from "../../ui/link.tsx";

/**
 * 'Get Started' / 'Start Your Project Today' (spec 1 §2): the dashboard when signed in,
 * otherwise the login endpoint (also while the sign-in check is still loading).
 */
export function ProjectCta({
  children,
  variant,
  size = "lg",
  className,
}: {
  children: ReactNode;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
}) {
  const auth = useAuth();
  return (
    <Button asChild variant={variant} size={size} className={className}>
      {auth.status === "authenticated" ? (
        <Link to="/dashboard">{children}</Link>
      ) : (
        <a href={loginUrl()}>{children}</a>
      )}
    </Button>
  );
}
