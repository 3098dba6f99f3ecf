// The embedded database's thread: PGlite (its protocol handling in JavaScript and PostgreSQL in WebAssembly)
// runs here, so the server's thread only posts statements and receives rows.
import { parentPort, type TransferListItem, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import type { DumpedDataDir, Request, WorkerMessage, WorkerSetup } from "./messages.ts";
import { openPgliteFolder } from "./pglite-folder.ts";
import { describeError, withPrimitiveFields } from "./portable-errors.ts";
import { localOptions } from "./portable-options.ts";
import { PreparedStatements } from "./prepared-statements.ts";
import { sendPromptReply } from "./prompt-replies.ts";
import { statementProfile } from "./statement-profile.ts";

if (!parentPort) throw new Error("worker.ts is the embedded database's worker thread, not a program");
const port = parentPort;
const setup = workerData as WorkerSetup;
const prompt = { port: setup.prompt.port, signal: new Int32Array(setup.prompt.signal) };
const post = (message: WorkerMessage, transfer?: TransferListItem[]) => port.postMessage(message, transfer);
/** Answers a request where its caller waits for it. */
const answerTo = (request: Request, message: WorkerMessage, transfer?: TransferListItem[]) =>
  request.prompt ? sendPromptReply(prompt, message) : post(message, transfer);

interface OpenTransaction {
  tx: Transaction;
  /** Ends PGlite's transaction callback: commit, or roll back. */
  decide(commit: boolean): void;
  /** PGlite's transaction() itself, which settles once COMMIT or ROLLBACK ran. */
  settled: Promise<void>;
}

/** Thrown into PGlite's transaction callback so that PGlite rolls back. */
const ROLL_BACK = Symbol("roll back");

const profile = statementProfile(process.env.PGLITE_STATEMENT_PROFILE);

const transactions = new Map<number, OpenTransaction>();
/** Set once PGlite is open, before any request is taken. */
let prepared: PreparedStatements;
const unlisteners = new Map<number, (tx?: Transaction) => Promise<void>>();

function transactionOf(id: number): OpenTransaction {
  const open = transactions.get(id);
  if (!open) throw new Error("Transaction is closed");
  return open;
}

async function begin(pglite: PGlite, id: number): Promise<void> {
  let entered = () => {};
  const inside = new Promise<void>((resolve) => {
    entered = resolve;
  });
  let tx: Transaction | undefined;
  let decide: (commit: boolean) => void = () => {};
  const settled = pglite.transaction(async (opened) => {
    tx = opened;
    const commit = await new Promise<boolean>((resolve) => {
      decide = resolve;
      entered();
    });
    if (!commit) throw ROLL_BACK;
  });
  // BEGIN failing settles PGlite's transaction() without ever entering the callback.
  await Promise.race([inside, settled]);
  if (!tx) throw new Error("The transaction did not begin");
  transactions.set(id, { tx, decide, settled });
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactionOf(id);
  transactions.delete(id);
  open.decide(commit);
  try {
    await open.settled;
  } catch (error) {
    if (error !== ROLL_BACK) throw error;
  }
}

async function dump(
  pglite: PGlite,
  compression: Parameters<PGlite["dumpDataDir"]>[0],
): Promise<DumpedDataDir> {
  const blob = await pglite.dumpDataDir(compression);
  return {
    bytes: await blob.arrayBuffer(),
    type: blob.type,
    name: blob instanceof File ? blob.name : undefined,
  };
}

async function answer(pglite: PGlite, request: Request): Promise<unknown> {
  switch (request.op) {
    case "query": {
      const options = localOptions(request.options);
      // Open, or this throws as the transaction's own query() would.
      const target = request.tx === undefined ? pglite : transactionOf(request.tx).tx;
      if (request.params?.length && !options?.blob)
        return prepared.query(request.text, request.params, options, target !== pglite);
      return target.query(request.text, request.params, options);
    }
    case "exec": {
      const target = request.tx === undefined ? pglite : transactionOf(request.tx).tx;
      return target.exec(request.text, localOptions(request.options));
    }
    case "begin":
      return begin(pglite, request.id);
    case "end":
      return end(request.tx, request.commit);
    case "rollback":
      return transactionOf(request.tx).tx.rollback();
    case "listen": {
      const listener = request.id;
      // On the channel the main thread reads before any later answer (prompt-replies.ts): a change this
      // statement announces is heard before the statement's own answer, or any later one, is taken up.
      const deliver = (payload: string) => sendPromptReply(prompt, { t: "notify", listener, payload });
      const unlisten =
        request.tx === undefined
          ? await pglite.listen(request.channel, deliver)
          : await transactionOf(request.tx).tx.listen(request.channel, deliver);
      unlisteners.set(listener, unlisten);
      return undefined;
    }
    case "unlisten": {
      const unlisten = unlisteners.get(request.listener);
      unlisteners.delete(request.listener);
      return unlisten?.(request.tx === undefined ? undefined : transactionOf(request.tx).tx);
    }
    case "dump":
      return dump(pglite, request.compression);
    case "close":
      profile?.write();
      return pglite.close();
  }
}

function reply(request: Request, value: unknown): void {
  const { id, op } = request;
  // A dump is the whole database: its bytes move to the main thread rather than being copied.
  const transfer = op === "dump" ? [(value as DumpedDataDir).bytes] : undefined;
  try {
    answerTo(request, { t: "reply", id, ok: true, value }, transfer);
  } catch (error) {
    fail(request, error);
  }
}

function fail(request: Request, error: unknown): void {
  const { id } = request;
  const portable = describeError(error);
  try {
    answerTo(request, { t: "reply", id, ok: false, error: portable });
  } catch {
    answerTo(request, { t: "reply", id, ok: false, error: withPrimitiveFields(portable) });
  }
}

try {
  const pglite =
    "dir" in setup
      ? await openPgliteFolder(setup.dir)
      : await PGlite.create({ loadDataDir: new Blob([setup.dump]) });
  prepared = new PreparedStatements(pglite);
  port.on("message", (request: Request) => {
    const profiled = profile && "text" in request ? profile.start(request.text) : undefined;
    answer(pglite, request).then(
      (value) => {
        profiled?.((value as { rows?: unknown[] } | undefined)?.rows?.length ?? 0);
        reply(request, value);
      },
      (error: unknown) => {
        // A statement that failed took PGlite's time too.
        profiled?.(0);
        fail(request, error);
      },
    );
  });
  post({ t: "ready" });
} catch (error) {
  post({ t: "failed", error: describeError(error) });
}
