import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from "react-router";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the app: a real `<a href>` (it works before hydration, opens in a new tab, is crawled), followed
 * without a page load when clicked. Built on React Router's `useLinkClickHandler`, made for custom links, rather
 * than its `Link`, whose prefetching and view transitions we do not use and which kept 2.2 KB of the router in
 * /designs' first visit (docs/decisions.md, "Our own link").
 */
export function Link({ to, replace, target, onClick, ref, ...props }: LinkProps) {
  const href = useHref(to);
  const followInApp = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) followInApp(event);
  };
  return <a {...props} ref={ref} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, "className"> {
  /** Only the exact path is active, not the pages below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A link that knows whether it leads to the page shown: `aria-current="page"` and its class say so. */
export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  // As the router's own: paths match whatever their case, and the home page is never a section of every page.
  const pathname = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(to).pathname.toLowerCase();
  const below = target.endsWith("/") ? target : `${target}/`;
  const isActive = pathname === target || (!end && target !== "/" && pathname.startsWith(below));
  return (
    <Link
      {...props}
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
    />
  );
}
