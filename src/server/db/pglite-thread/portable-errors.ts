import { messages, type QueryOptions, TransactionAbortedError } from "@electric-sql/pglite";
import type { PortableError } from "./messages.ts";

/** The worker's side: an error PGlite threw, as data that can cross. */
export function describeError(error: unknown): PortableError {
  if (!(error instanceof Error)) {
    return {
      kind: "Error",
      name: "Error",
      message: String(error),
      stack: undefined,
      fields: {},
      hadQueryOptions: false,
    };
  }
  const fields: Record<string, unknown> = {};
  let hadQueryOptions = false;
  for (const [key, value] of Object.entries(error)) {
    if (key === "queryOptions") hadQueryOptions = true;
    else if (typeof value !== "function" && typeof value !== "symbol") fields[key] = value;
  }
  return {
    kind:
      error instanceof TransactionAbortedError
        ? "TransactionAbortedError"
        : error instanceof messages.DatabaseError
          ? "DatabaseError"
          : "Error",
    name: error.name,
    message: error.message,
    stack: error.stack,
    fields,
    hadQueryOptions,
  };
}

/** What is left when a field will not cross (an object PGlite hung on an error): its text, never a lost error. */
export function withPrimitiveFields(error: PortableError): PortableError {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error.fields)) {
    fields[key] = value === null || typeof value !== "object" ? value : String(value);
  }
  return { ...error, fields };
}

const frames = (stack: string | undefined) =>
  (stack ?? "")
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .join("\n");

/**
 * The main thread's side: the same class, message and fields as the error PGlite threw, so code that reads
 * `code` or `constraint` (under drizzle's wrapping) sees no difference. Called where the caller awaited, so
 * the stack is the caller's (V8 keeps the awaiting functions), followed by the worker's.
 */
export function rebuildError(portable: PortableError, options: QueryOptions | undefined): Error {
  let error: Error;
  if (portable.kind === "TransactionAbortedError") error = new TransactionAbortedError();
  else if (portable.kind === "DatabaseError")
    error = new messages.DatabaseError(portable.message, 0, "error");
  else error = new Error(portable.message);
  Object.assign(error, portable.fields);
  if (error.name !== portable.name) error.name = portable.name;
  if (error.message !== portable.message) error.message = portable.message;
  if (portable.hadQueryOptions) Object.assign(error, { queryOptions: options });
  Error.captureStackTrace(error, rebuildError);
  const workerFrames = frames(portable.stack);
  if (workerFrames)
    error.stack = `${error.stack}\n    --- in the embedded database's worker thread ---\n${workerFrames}`;
  return error;
}
