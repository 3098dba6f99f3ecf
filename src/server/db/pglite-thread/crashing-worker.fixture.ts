// A stand-in for the database's worker that says it is ready, then dies on the first statement: by an
// uncaught error when started with dir "throw", by process.exit(3) otherwise.
import { parentPort, workerData } from "node:worker_threads";
import type { WorkerMessage, WorkerSetup } from "./messages.ts";

const port = parentPort;
if (!port) throw new Error("a worker thread only");
port.once("message", () => {
  const setup = workerData as WorkerSetup;
  if ("dir" in setup && setup.dir === "throw") throw new Error("the worker broke");
  process.exit(3);
});
port.postMessage({ t: "ready" } satisfies WorkerMessage);
