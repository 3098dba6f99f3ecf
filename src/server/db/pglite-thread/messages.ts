import type { RowMode } from "@electric-sql/pglite";
import type { PromptReplyPort } from "./prompt-replies.ts";

/**
 * What the worker is started with: the PGlite folder (created when it holds no database yet), or a dump to
 * load in memory; and the channel a transaction's statements are answered on.
 */
export type WorkerSetup = ({ dir: string } | { dump: ArrayBuffer }) & { prompt: PromptReplyPort };

/** Query options as they can cross: parsers are functions, so only the type OIDs of identity parsers go. */
export interface PortableOptions {
  rowMode: RowMode | undefined;
  identityParsers: number[] | undefined;
  paramTypes: number[] | undefined;
}

/** A statement made through an open transaction names it (the id of the request that began it). */
type InTransaction = { tx: number | undefined };

/**
 * Main thread to worker: each carries an id its reply repeats. A prompt request (a statement of an open
 * transaction) is answered on the prompt channel, which the main thread waits on.
 */
export type Request = { id: number; prompt?: true } & (
  | ({
      op: "query";
      text: string;
      params: unknown[] | undefined;
      options: PortableOptions | undefined;
    } & InTransaction)
  | ({ op: "exec"; text: string; options: PortableOptions | undefined } & InTransaction)
  | { op: "begin" }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "rollback"; tx: number }
  /** The request's id names the listener in the notifications and the unlisten. */
  | ({ op: "listen"; channel: string } & InTransaction)
  | ({ op: "unlisten"; listener: number } & InTransaction)
  | { op: "dump"; compression: "none" | "gzip" | "auto" | undefined }
  | { op: "close" }
);

/** An error as it crosses: its class by name, its own fields (PostgreSQL's code, detail, constraint...). */
export interface PortableError {
  kind: "DatabaseError" | "TransactionAbortedError" | "Error";
  name: string;
  message: string;
  stack: string | undefined;
  fields: Record<string, unknown>;
  /** PGlite puts the query's options on its errors; they hold functions, so the caller's own are put back. */
  hadQueryOptions: boolean;
}

export interface DumpedDataDir {
  bytes: ArrayBuffer;
  type: string;
  /** A File's name, when PGlite answered a File. */
  name: string | undefined;
}

/** Worker to main thread. */
export type WorkerMessage =
  | { t: "ready" }
  | { t: "failed"; error: PortableError }
  | { t: "reply"; id: number; ok: true; value: unknown }
  | { t: "reply"; id: number; ok: false; error: PortableError }
  | { t: "notify"; listener: number; payload: string };
