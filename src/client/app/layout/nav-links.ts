import type { Messages } from "#shared/i18n/index.ts";

export interface NavLink {
  to: string;
  label: string;
  /** Active for every path under `to`, not only `to` itself. */
  prefix?: boolean;
}

/** The top navigation's links, in order (spec 1 §2); Dashboard only for signed-in users. */
export function navLinks(m: Messages["app"]["nav"], signedIn: boolean): NavLink[] {
  return [
    { to: "/", label: m.home },
    { to: "/designs", label: m.browseDesigns },
    { to: "/designers", label: m.findDesigners },
    { to: "/how-it-works", label: m.howItWorks },
    { to: "/for-designers", label: m.forDesigners },
    { to: "/about", label: m.about },
    ...(signedIn ? [{ to: "/dashboard", label: m.dashboard, prefix: true }] : []),
    { to: "/design-request", label: m.designRequest },
  ];
}
