import { lazy, Suspense, useCallback, useState } from "react";
import { loginUrl } from "#shared/auth/user.ts";
import { Button, buttonClasses } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { Container } from "../../ui/container.tsx";
import { Menu, X } from "../../ui/icons.tsx";
import { NavLink } from "../../ui/link.tsx";
import { useEarlyTap } from "../../ui/use-early-tap.ts";
import { preloadWorkspaceMessages, useMessages } from "../i18n.tsx";
import { useAuth } from "../use-current-user.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { navLinks } from "./nav-links.ts";
import { ThemeMenu } from "./theme-menu.tsx";

// Only signed-in users have these menus: a visitor's first page does not download them.
const SignedInMenus = lazy(async () => {
  // The menus show signed-in words: both arrive before they render, so they never suspend again.
  const [menus] = await Promise.all([import("./signed-in-menus.tsx"), preloadWorkspaceMessages()]);
  return { default: menus.SignedInMenus };
});
// From the same file, which a signed-in page has loaded for the menus above by the time the phone menu opens.
const WorkspaceMenuLinks = lazy(async () => {
  const [menus] = await Promise.all([import("./signed-in-menus.tsx"), preloadWorkspaceMessages()]);
  return { default: menus.WorkspaceMenuLinks };
});
// Shown only in an open phone menu.
const ThemeChoice = lazy(async () => ({ default: (await import("./theme-choice.tsx")).ThemeChoice }));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors",
    isActive ? "bg-secondary text-secondary-foreground" : "text-muted-foreground hover:text-foreground",
  );

const MENU_TAP = "phone-menu";

export function TopNav() {
  const m = useMessages().app.nav;
  const auth = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  // A phone's tap on the menu button before the app has started is kept and made once it has (paint-first.js).
  useEarlyTap(
    MENU_TAP,
    useCallback(() => setMenuOpen(true), []),
  );
  const links = navLinks(m, auth.status === "authenticated");
  const close = () => setMenuOpen(false);

  const authButtons = (
    <>
      <a href={loginUrl()} className={buttonClasses({ variant: "ghost", size: "sm" })}>
        {m.logIn}
      </a>
      <a href={loginUrl(undefined, "signup")} className={buttonClasses({ size: "sm" })}>
        {m.signUp}
      </a>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      {/* From 1280 px the links sit in the header: it is a little wider than the pages so that all of them fit. */}
      <Container className="flex h-16 items-center justify-between gap-2 sm:gap-4 xl:max-w-7xl">
        <Logo onNavigate={close} compact={auth.status === "authenticated"} />
        <nav aria-label={m.mainNavigation} className="hidden items-center xl:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={!link.prefix} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        {/* A phone's header keeps its buttons within 320 px; the theme moves into the menu. */}
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch short className="px-2 py-2" />
          <div className="hidden sm:flex">
            <ThemeMenu />
          </div>
          {auth.status === "authenticated" ? (
            <Suspense fallback={null}>
              <SignedInMenus user={auth.user} />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">{authButtons}</div>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? m.closeMenu : m.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
            data-early-tap={MENU_TAP}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </Container>
      {menuOpen && (
        <nav id="mobile-menu" aria-label={m.mainNavigation} className="border-t border-border xl:hidden">
          <Container className="flex flex-col gap-1 py-3">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} end={!link.prefix} className={linkClass} onClick={close}>
                {link.label}
              </NavLink>
            ))}
            {auth.status === "authenticated" && (
              <Suspense fallback={null}>
                <WorkspaceMenuLinks user={auth.user} shown={links} linkClass={linkClass} onNavigate={close} />
              </Suspense>
            )}
            {auth.status !== "authenticated" && (
              <div className="mt-2 flex gap-2 border-t border-border pt-3 sm:hidden">{authButtons}</div>
            )}
            <Suspense fallback={null}>
              <ThemeChoice className="mt-2 border-t border-border pt-3 sm:hidden" />
            </Suspense>
          </Container>
        </nav>
      )}
    </header>
  );
}
