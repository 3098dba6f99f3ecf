import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** An answer: a status and a JSON body, or a promise of one to hold the call open. */
export type Answer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/**
 * The server, played by the test: each call is recorded and answered by `answer`. `atCall` runs as
 * the call arrives, to look at the cache at that moment.
 */
export function stubApi(answer: (call: Call) => Answer, atCall?: (call: Call) => void) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const body = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
    const call = { method: init.method ?? "GET", url: String(input), body };
    calls.push(call);
    atCall?.(call);
    const { status, body: answerBody } = await answer(call);
    return new Response(status === 204 ? null : JSON.stringify(answerBody ?? {}), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  return calls;
}

/** A hook of the app with a cache of its own, as the app configures it. */
export function renderWithClient<T>(hook: () => T, queryClient = testQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(hook, { wrapper }) };
}

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Which of the given keys are now marked for reading again. */
export function invalidated(queryClient: QueryClient, keys: Record<string, readonly unknown[]>) {
  return Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

/** A promise the test settles when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
