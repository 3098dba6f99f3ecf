import type { ReactNode } from "react";
import { loginUrl } from "#shared/auth/user.ts";
import { useAuth } from "../../app/use-current-user.ts";
import { type ButtonStyle, buttonClasses } from "../../ui/button.tsx";
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
  variant?: ButtonStyle["variant"];
  size?: ButtonStyle["size"];
  className?: string;
}) {
  const auth = useAuth();
  const classes = buttonClasses({ variant, size, className });
  return auth.status === "authenticated" ? (
    <Link to="/dashboard" className={classes}>
      {children}
    </Link>
  ) : (
    <a href={loginUrl()} className={classes}>
      {children}
    </a>
  );
}
