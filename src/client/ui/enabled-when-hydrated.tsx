import type { ReactNode } from "react";
import { useRenderedOnServer } from "./rendered-on-server.tsx";

/**
 * Form controls of a page the server rendered answer only once the page is hydrated: what someone typed
 * before would be wiped when the form takes over its fields. A disabled fieldset disables every control
 * inside it at once; `contents` leaves the layout as if it were not there.
 */
export function EnabledWhenHydrated({ children }: { children: ReactNode }) {
  const renderedOnServer = useRenderedOnServer();
  return (
    <fieldset disabled={renderedOnServer} className="contents">
      {children}
    </fieldset>
  );
}
