import { createContext, type ReactNode, startTransition, use, useEffect, useState } from "react";

const RenderedOnServerContext = createContext(false);

/**
 * Says whether what is on screen is still the server's HTML: `initially` on the server and while the browser
 * hydrates its page, then false once the app has taken over. The change is a transition, so the controls that
 * waited for the app come alive in slices the browser can interrupt. A store whose server and browser values
 * differ (useSyncExternalStore) re-renders everything that reads it in one synchronous task instead: 280 ms on
 * /designs' 30 cards on a 2-core machine, most of Lighthouse's total blocking time.
 */
export function RenderedOnServerProvider({
  initially,
  children,
}: {
  initially: boolean;
  children: ReactNode;
}) {
  const [renderedOnServer, setRenderedOnServer] = useState(initially);
  useEffect(() => {
    if (renderedOnServer) startTransition(() => setRenderedOnServer(false));
  }, [renderedOnServer]);
  return <RenderedOnServerContext value={renderedOnServer}>{children}</RenderedOnServerContext>;
}

/**
 * True while rendering on the server and while hydrating that HTML, false for anything rendered in the
 * browser afterwards: what is first on screen must be the same on both sides, whatever the browser prefers later.
 */
export function useRenderedOnServer(): boolean {
  return use(RenderedOnServerContext);
}
