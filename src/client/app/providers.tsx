import * as Tooltip from "@radix-ui/react-tooltip";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ToastProvider } from "../ui/toast.tsx";
import { createQueryClient } from "./api.ts";
import { MessagesProvider, useMessages } from "./i18n.tsx";

/** Spec 1 §9: tooltips open after 700 ms, and within 300 ms of the last one without delay. */
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

function Toasts({ children }: { children: ReactNode }) {
  const m = useMessages().app;
  return <ToastProvider label={m.toast.label}>{children}</ToastProvider>;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MessagesProvider>
        <Toasts>
          <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
            {children}
          </Tooltip.Provider>
        </Toasts>
      </MessagesProvider>
    </QueryClientProvider>
  );
}
