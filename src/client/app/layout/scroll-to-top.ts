import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A new page starts at its top; back and forward leave the position to the browser, which restores it.
 * (The data router's ScrollRestoration would double the router's size for this.)
 */
export function ScrollToTopOnNavigate(): null {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
