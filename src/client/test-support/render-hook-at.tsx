import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { BrowserRouter } from "react-router";
import { afterEach } from "vitest";

// The browser's own history, not a memory router: hooks that change the address read the newest one from it.
afterEach(() => window.history.replaceState(null, "", "/"));

/** Renders `hook` in a browser router opened at `address`; the address is put back after each test. */
export function renderHookAt<T>(address: string, hook: () => T) {
  window.history.replaceState(null, "", address);
  const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;
  return renderHook(hook, { wrapper });
}

/** The address's query now, as the browser holds it. */
export const addressQuery = () => Object.fromEntries(new URLSearchParams(window.location.search));
