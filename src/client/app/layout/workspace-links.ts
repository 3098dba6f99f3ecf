import type { UserRole } from "#shared/auth/roles.ts";
import type { Messages } from "#shared/i18n/index.ts";
import type { NavLink } from "./nav-links.ts";

/**
 * The side navigation's links for a role (spec 2 §2), plus Designers, Portfolio and Messages for
 * admins; Log Out is added by the navigation itself.
 */
export function workspaceLinks(m: Messages["app"]["sideNav"], role: UserRole): NavLink[] {
  const requester = [
    { to: "/dashboard/my-forms", label: m.myForms },
    { to: "/design-request", label: m.submitRequest },
  ];
  const byRole: Record<UserRole, NavLink[]> = {
    client: requester,
    designer: [
      { to: "/dashboard/portfolio", label: m.myPortfolio },
      { to: "/dashboard/requests", label: m.introducedRequests },
    ],
    admin: [
      ...requester,
      { to: "/dashboard/forms", label: m.clientForms },
      { to: "/dashboard/clients", label: m.clients },
      { to: "/dashboard/designers", label: m.designers },
      { to: "/dashboard/portfolio", label: m.portfolio },
      { to: "/dashboard/messages", label: m.messages },
      { to: "/dashboard/deliveries", label: m.deliveries },
      { to: "/dashboard/credentials", label: m.credentials },
      { to: "/dashboard/analytics", label: m.analytics },
    ],
  };
  return [
    { to: "/dashboard", label: m.dashboard },
    ...byRole[role],
    { to: "/dashboard/profile", label: m.myProfile },
  ];
}
