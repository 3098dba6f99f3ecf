import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "./api.ts";
import { type Catalogue, MessagesProvider } from "./i18n.tsx";

interface ProvidersProps {
  /** A client already filled with the page's data (the server's render, a hydrating page). */
  queryClient?: QueryClient;
  catalogue?: Catalogue;
  children: ReactNode;
}

export function Providers({ queryClient: given, catalogue, children }: ProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <MessagesProvider {...(catalogue ? { catalogue } : {})}>{children}</MessagesProvider>
    </QueryClientProvider>
  );
}
