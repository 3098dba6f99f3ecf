import { QueryClient } from "@tanstack/react-query";

/**
 * A non-OK answer; `message` is "status: text" (spec 1 §7), `serverMessage` the server's own words,
 * `body` the answer's JSON fields (e.g. `mfaRequired`), empty when it was not JSON.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly body: Readonly<Record<string, unknown>>;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.status = status;
    this.body = readBody(text);
    this.serverMessage = typeof this.body.message === "string" ? this.body.message : undefined;
  }
}

function readBody(text: string): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Not JSON: nothing the user should read.
  }
  return {};
}

/** How the app's calls reach the API: the browser's fetch, or the server's own answers while it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server's page render answers the page's reads itself (src/client/entry-server.tsx). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, text);
}

/** Every call sends cookies; a JSON body and its content type only when there is a payload. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await transport(url, {
    method,
    credentials: "include",
    ...(data === undefined
      ? {}
      : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(data) }),
  });
  await throwIfNotOk(response);
  return response;
}

/** Sends files as multipart form data (the browser sets the boundary). */
export async function apiUpload(
  url: string,
  form: FormData,
  method: "POST" | "PUT" = "POST",
): Promise<Response> {
  const response = await transport(url, { method, credentials: "include", body: form });
  await throwIfNotOk(response);
  return response;
}

/** A typed read: the answer's JSON, or an ApiError. Aborted with the query it serves. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await transport(url, { credentials: "include", signal: signal ?? null });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** A read where 401 means "nobody signed in" rather than an error: null then. */
export async function getJsonOrNullOn401<T>(url: string, signal?: AbortSignal): Promise<T | null> {
  const response = await transport(url, { credentials: "include", signal: signal ?? null });
  if (response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/**
 * A read of one thing where 404 means "there is no such thing": null then, an answer like any other, so a
 * page the server rendered for a missing design or designer carries that answer and hydrates to the same
 * "not found" screen instead of a spinner.
 */
export async function getJsonOrNullOn404<T>(url: string, signal?: AbortSignal): Promise<T | null> {
  const response = await transport(url, { credentials: "include", signal: signal ?? null });
  if (response.status === 404) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** The words to show for a failed call: the server's message, else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}

/**
 * Spec 1 §7: fresh for 5 minutes, one retry after 1 s, no refetch on focus, no retried writes. Every
 * query brings its own queryFn (app/query-keys.ts holds the keys): there is no default reading the key as a URL.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        retry: 1,
        retryDelay: 1000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
