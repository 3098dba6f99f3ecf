import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode, Suspense } from "react";
import { RenderedOnServerProvider } from "../ui/rendered-on-server.tsx";
import { HydratedMark } from "./hydrated-mark.tsx";
import type { Catalogue } from "./i18n.tsx";
import { Providers } from "./providers.tsx";
import { AppRoutes } from "./router.tsx";

interface AppProps {
  /** BrowserRouter in the browser, StaticRouter on the server: everything inside is the same on both. */
  router: (routes: ReactNode) => ReactNode;
  queryClient?: QueryClient;
  catalogue?: Catalogue;
  /** The server's render and the browser's hydration of it: controls wait for the app until it has taken over. */
  fromServerHtml?: boolean;
}

/** The whole app: the server renders it and the browser hydrates the very same tree. */
export function App({ router, queryClient, catalogue, fromServerHtml = false }: AppProps) {
  return (
    <StrictMode>
      <Suspense fallback={null}>
        <RenderedOnServerProvider initially={fromServerHtml}>
          <Providers {...(queryClient ? { queryClient } : {})} {...(catalogue ? { catalogue } : {})}>
            {router(<AppRoutes />)}
            <HydratedMark />
          </Providers>
        </RenderedOnServerProvider>
      </Suspense>
    </StrictMode>
  );
}
