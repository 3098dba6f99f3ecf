import { type TransferListItem, Worker } from "node:worker_threads";
import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { query as templateQuery } from "@electric-sql/pglite/template";
import type { PgliteClient } from "../pglite-client.ts";
import type { DumpedDataDir, PortableError, Request, WorkerMessage, WorkerSetup } from "./messages.ts";
import { rebuildError } from "./portable-errors.ts";
import { portableOptions } from "./portable-options.ts";
import { PromptReplies } from "./prompt-replies.ts";

const WORKER_ENTRY = new URL("./worker.ts", import.meta.url);

/**
 * How long the main thread blocks for a statement of an open transaction (prompt-replies.ts). Such a
 * statement runs at once, as the transaction holds the database, and takes a few milliseconds; one that
 * takes longer is waited for like any other statement instead of stalling the thread.
 */
const PROMPT_WAIT_MS = 200;

/** How a call ended: the worker's answer, its error, or the thread's end (closed, crashed). */
type Outcome =
  | { ok: true; value: unknown }
  | { ok: false; error: PortableError }
  | { ok: false; stopped: Error };

/** Structured clone keeps plain data, arrays, Dates and byte arrays; a class instance would arrive as a bare object. */
function checkParams(params: unknown[] | undefined): void {
  if (!params) return;
  for (const param of params) {
    if (param === null || typeof param !== "object" || Array.isArray(param)) continue;
    if (param instanceof Date || ArrayBuffer.isView(param)) continue;
    const prototype = Object.getPrototypeOf(param);
    if (prototype !== Object.prototype && prototype !== null) {
      throw new Error(
        `The embedded database runs in a worker thread: a query parameter of class ${prototype.constructor?.name} would lose its class on the way; pass its text or a plain object.`,
      );
    }
  }
}

/**
 * Node's watch mode (`npm run dev` runs the server under `--watch-path`) reports every module a worker thread
 * imports to the worker's owner as a message of its own, `{ "watch:import": [...] }`: not the worker's.
 */
function isWatchModeReport(message: object): boolean {
  // Every message of the worker has `t`: a statement's reply pays one property check, no more.
  return !("t" in message) && Object.keys(message).some((key) => key.startsWith("watch:"));
}

/**
 * PGlite in a worker thread, seen from the main thread: each statement is one message each way, rows come
 * back by structured clone. Statements keep PGlite's order and its one-at-a-time rule (the worker calls the
 * same PGlite methods, or for a statement with parameters the same steps under PGlite's own locks:
 * prepared-statements.ts, in the order they were made); a transaction is one PGlite transaction in the worker,
 * held open while the caller's callback runs here.
 */
export class ThreadedPglite implements PgliteClient {
  readonly #worker: Worker;
  readonly #prompt: PromptReplies;
  readonly #pending = new Map<number, (outcome: Outcome) => void>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  /** The transactions this client opened, for a listen or unlisten made in one. */
  readonly #transactions = new WeakMap<Transaction, number>();
  #nextId = 1;
  /** Set once the thread ended (closed or crashed): every later call fails with it. */
  #stopped: Error | undefined;
  #closed = false;
  #closing: Promise<void> | undefined;

  private constructor(worker: Worker, prompt: PromptReplies) {
    this.#worker = worker;
    this.#prompt = prompt;
    // Held only while a call waits, as PGlite in this thread holds nothing that keeps a process alive.
    worker.unref();
    // Notifications and late prompt answers the worker sent before this answer are taken up first.
    worker.on("message", (message: WorkerMessage) => {
      prompt.drain();
      this.#receive(message);
    });
    prompt.onLateReply = (message) => this.#receive(message);
    worker.on("error", (error) =>
      this.#stop(
        new Error(`The embedded database's worker thread failed: ${error.message}`, { cause: error }),
      ),
    );
    // A reply that could not be read leaves its call unanswered for ever: end the thread instead.
    worker.on("messageerror", (error) => {
      this.#stop(
        new Error("The embedded database's worker thread sent a message that could not be read", {
          cause: error,
        }),
      );
      void worker.terminate();
    });
    worker.on("exit", (code) =>
      this.#stop(new Error(`The embedded database's worker thread stopped (exit code ${code})`)),
    );
  }

  /** Starts the worker, which opens (and on first use creates) the PGlite folder `dir`. */
  static open(dir: string, entry: URL = WORKER_ENTRY): Promise<ThreadedPglite> {
    return ThreadedPglite.#start(entry, { dir }, []);
  }

  /** Starts the worker on an in-memory copy of a dump (`dumpDataDir`'s bytes, which move to the worker). */
  static loadDump(dump: ArrayBuffer): Promise<ThreadedPglite> {
    return ThreadedPglite.#start(WORKER_ENTRY, { dump }, [dump]);
  }

  /** Starts the worker on `database`, handing it the prompt channel's end; `transfer` moves to it too. */
  static async #start(
    entry: URL,
    database: { dir: string } | { dump: ArrayBuffer },
    transfer: TransferListItem[],
  ): Promise<ThreadedPglite> {
    const prompt = new PromptReplies();
    const workerData: WorkerSetup = { ...database, prompt: prompt.forWorker };
    const worker = new Worker(entry, { workerData, transferList: [...transfer, prompt.forWorker.port] });
    let onMessage = (_: WorkerMessage) => {};
    let onExit = (_: number) => {};
    let onError = (_: Error) => {};
    try {
      await new Promise<void>((resolve, reject) => {
        onMessage = (message) => {
          if (isWatchModeReport(message)) return;
          if (message.t === "ready") resolve();
          else if (message.t === "failed") reject(rebuildError(message.error, undefined));
          else
            reject(
              new Error(`The embedded database's worker thread answered "${message.t}" before it was ready`),
            );
        };
        onError = reject;
        onExit = (code) =>
          reject(
            new Error(`The embedded database's worker thread stopped while opening (exit code ${code})`),
          );
        worker.on("message", onMessage).on("error", onError).on("exit", onExit);
      });
    } catch (error) {
      prompt.close();
      await worker.terminate();
      throw error;
    } finally {
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
    }
    return new ThreadedPglite(worker, prompt);
  }

  get closed(): boolean {
    return this.#closed;
  }

  async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return (await this.#statement("query", text, params, options, undefined)) as Results<T>;
  }

  async exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return (await this.#statement("exec", text, undefined, options, undefined)) as Results[];
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const txId = this.#id();
    await this.#call({ id: txId, op: "begin" }, undefined);
    let open = true;
    const isOpen = () => {
      if (!open) throw new Error("Transaction is closed");
    };
    const tx: Transaction = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        isOpen();
        return (await this.#statement("query", text, params, options, txId)) as Results<R>;
      },
      sql: async <R>(strings: TemplateStringsArray, ...values: unknown[]) => {
        isOpen();
        const { query, params } = templateQuery(strings, ...values);
        return (await this.#statement("query", query, params, undefined, txId)) as Results<R>;
      },
      exec: async (text: string, options?: QueryOptions) => {
        isOpen();
        return (await this.#statement("exec", text, undefined, options, txId)) as Results[];
      },
      rollback: async () => {
        isOpen();
        await this.#call({ id: this.#id(), op: "rollback", tx: txId, prompt: true }, undefined);
        open = false;
      },
      listen: async (channel: string, listener: (payload: string) => void) => {
        isOpen();
        return this.#listen(channel, listener, txId);
      },
      get closed() {
        return !open;
      },
    };
    this.#transactions.set(tx, txId);
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      open = false;
      // PGlite rolls back and throws the callback's own error; a failed ROLLBACK throws its own instead.
      await this.#call({ id: this.#id(), op: "end", tx: txId, commit: false, prompt: true }, undefined);
      throw error;
    }
    open = false;
    await this.#call({ id: this.#id(), op: "end", tx: txId, commit: true, prompt: true }, undefined);
    return result;
  }

  #txIdOf(tx: Transaction | undefined): number | undefined {
    if (tx === undefined) return undefined;
    const id = this.#transactions.get(tx);
    if (id === undefined) throw new Error("This transaction belongs to another database client");
    return id;
  }

  listen(
    channel: string,
    callback: (payload: string) => void,
    tx?: Transaction,
  ): Promise<(tx?: Transaction) => Promise<void>> {
    return this.#listen(channel, callback, this.#txIdOf(tx));
  }

  async #listen(
    channel: string,
    callback: (payload: string) => void,
    txId: number | undefined,
  ): Promise<(tx?: Transaction) => Promise<void>> {
    const listener = this.#id();
    // Before LISTEN runs, so that nothing sent after it is missed.
    this.#listeners.set(listener, callback);
    try {
      await this.#call({ id: listener, op: "listen", channel, tx: txId }, undefined);
    } catch (error) {
      this.#listeners.delete(listener);
      throw error;
    }
    return async (tx?: Transaction) => {
      // At once: a notification already on its way is not delivered after unlisten was called.
      this.#listeners.delete(listener);
      await this.#call({ id: this.#id(), op: "unlisten", listener, tx: this.#txIdOf(tx) }, undefined);
    };
  }

  async dumpDataDir(compression?: "none" | "gzip" | "auto"): Promise<File | Blob> {
    const dumped = (await this.#call(
      { id: this.#id(), op: "dump", compression },
      undefined,
    )) as DumpedDataDir;
    const options = { type: dumped.type };
    return dumped.name === undefined
      ? new Blob([dumped.bytes], options)
      : new File([dumped.bytes], dumped.name, options);
  }

  /** Closes PGlite in the worker, then ends the thread. After a crash, only ends what is left of it. */
  close(): Promise<void> {
    this.#closing ??= this.#close();
    return this.#closing;
  }

  async #close(): Promise<void> {
    try {
      if (!this.#stopped) await this.#call({ id: this.#id(), op: "close" }, undefined);
    } finally {
      this.#closed = true;
      this.#stop(new Error("The embedded database is closed"));
      this.#prompt.close();
      await this.#worker.terminate();
    }
  }

  #id(): number {
    return this.#nextId++;
  }

  #statement(
    op: "query" | "exec",
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    tx: number | undefined,
  ): Promise<unknown> {
    const portable = portableOptions(options);
    // A statement of an open transaction runs at once: its caller waits for it where it is answered.
    const prompt = tx === undefined ? undefined : true;
    if (op === "exec")
      return this.#call({ id: this.#id(), op, text, options: portable, tx, prompt }, options);
    checkParams(params);
    return this.#call({ id: this.#id(), op, text, params, options: portable, tx, prompt }, options);
  }

  /** Posts one request and waits for its answer; errors are rebuilt here, so their stack is the caller's. */
  async #call(request: Request, options: QueryOptions | undefined): Promise<unknown> {
    const outcome = await this.#send(request);
    if (outcome.ok) return outcome.value;
    if ("stopped" in outcome) throw new Error(outcome.stopped.message, { cause: outcome.stopped.cause });
    throw rebuildError(outcome.error, options);
  }

  #send(request: Request): Promise<Outcome> {
    if (this.#stopped) return Promise.resolve({ ok: false, stopped: this.#stopped });
    return new Promise<Outcome>((settle) => {
      try {
        this.#worker.postMessage(request);
      } catch (error) {
        const why = `A statement could not be sent to the embedded database's thread: ${(error as Error).message}`;
        throw new Error(why, { cause: error });
      }
      if (request.prompt) {
        const answer = this.#prompt.waitFor(request.id, PROMPT_WAIT_MS);
        if (answer?.t === "reply") {
          settle(answer.ok ? { ok: true, value: answer.value } : { ok: false, error: answer.error });
          return;
        }
      }
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(request.id, settle);
    });
  }

  #receive(message: WorkerMessage): void {
    if (isWatchModeReport(message)) return;
    if (message.t === "notify") {
      this.#listeners.get(message.listener)?.(message.payload);
      return;
    }
    if (message.t !== "reply") return;
    const settle = this.#pending.get(message.id);
    if (!settle) return;
    this.#pending.delete(message.id);
    if (this.#pending.size === 0) this.#worker.unref();
    settle(message.ok ? { ok: true, value: message.value } : { ok: false, error: message.error });
  }

  /** The thread is gone or going: every waiting call fails with `reason`, and so does every later one. */
  #stop(reason: Error): void {
    this.#stopped ??= reason;
    const waiting = [...this.#pending.values()];
    this.#pending.clear();
    this.#listeners.clear();
    this.#worker.unref();
    for (const settle of waiting) settle({ ok: false, stopped: this.#stopped });
  }
}
