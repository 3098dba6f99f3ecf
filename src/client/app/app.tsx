import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode, Suspense } from "react";
import { HydratedMark } from "./hydrated-mark.tsx";
import type { Catalogue } from "./i18n.tsx";
import { Providers } from "./providers.tsx";
import { AppRoutes } from "./router.tsx";

interface AppProps {
  /** BrowserRouter in the browser, StaticRouter on the server: everything inside is the same on both. */
  router: (routes: ReactNode) => ReactNode;
  queryClient?: QueryClient;
  catalogue?: Catalogue;
}

/** The whole app: the server renders it and the browser hydrates the very same tree. */
export function App({ router, queryClient, catalogue }: AppProps) {
  return (
    <StrictMode>
      <Suspense fallback={null}>
        <Providers {...(queryClient ? { queryClient } : {})} {...(catalogue ? { catalogue } : {})}>
          {router(<AppRoutes />)}
          <HydratedMark />
        </Providers>
      </Suspense>
    </StrictMode>
  );
}
