import { MessageChannel, type MessagePort, receiveMessageOnPort } from "node:worker_threads";
import type { WorkerMessage } from "./messages.ts";

/*
 * PGlite has one session: while a transaction is open, every other statement of the process waits for it.
 * Answered like any other statement, each of the transaction's statements came back only when the main
 * thread's event loop got round to it, behind every request it was serving: under load the request form's
 * transaction held the database 170-520 ms, nearly all of it waiting on the main thread (issue 20).
 * A statement made inside an open transaction is therefore answered on a channel of its own that the main
 * thread waits on, so the transaction holds the database for the time its statements take, not for the
 * main thread's queue.
 *
 * Notifications (LISTEN) come on the same channel, and the main thread reads it before taking up any answer
 * that came the usual way: a change a statement announces (a session ended, say) is heard before that
 * statement's answer, or a later one, reaches its caller. On two channels read as they come, the order
 * between them would be left to the event loop.
 */

/** The worker's end: the port it answers on and the counter it bumps after each answer. */
export interface PromptReplyPort {
  port: MessagePort;
  signal: SharedArrayBuffer;
}

/** The main thread's end of the channel. */
export class PromptReplies {
  readonly #port: MessagePort;
  readonly #signal: Int32Array;
  /** What the worker is handed (in its workerData, the port in its transfer list). */
  readonly forWorker: PromptReplyPort;
  /** Where an answer that came after its wait gave up goes (set by the client once it exists). */
  onLateReply: (message: WorkerMessage) => void = () => {};

  constructor() {
    const { port1, port2 } = new MessageChannel();
    const signal = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
    this.#port = port1;
    this.#signal = new Int32Array(signal);
    this.forWorker = { port: port2, signal };
    // An answer that came after the wait gave up arrives like any other; the port alone keeps no process alive.
    this.#port.on("message", (message: WorkerMessage) => this.onLateReply(message));
    this.#port.unref();
  }

  /**
   * Blocks until the answer to request `id` has come, for at most `ms`; undefined if it has not, and it will
   * then arrive through `onLateReply`. Late answers to earlier requests found on the way go there too.
   */
  waitFor(id: number, ms: number): WorkerMessage | undefined {
    const deadline = performance.now() + ms;
    for (;;) {
      // Read before looking, so that an answer posted in between wakes the wait at once.
      const seen = Atomics.load(this.#signal, 0);
      for (
        let received = receiveMessageOnPort(this.#port);
        received;
        received = receiveMessageOnPort(this.#port)
      ) {
        const message = received.message as WorkerMessage;
        if (message.t === "reply" && message.id === id) return message;
        this.onLateReply(message);
      }
      const left = deadline - performance.now();
      if (left <= 0) return undefined;
      Atomics.wait(this.#signal, 0, seen, left);
    }
  }

  /** Hands every message waiting on the channel to `onLateReply`, at once. */
  drain(): void {
    let received = receiveMessageOnPort(this.#port);
    while (received) {
      this.onLateReply(received.message as WorkerMessage);
      received = receiveMessageOnPort(this.#port);
    }
  }

  close(): void {
    this.#port.close();
  }
}

/** The worker answers a prompt request (or notifies) on the channel and wakes the main thread. */
export function sendPromptReply(
  { port, signal }: { port: MessagePort; signal: Int32Array },
  message: WorkerMessage,
): void {
  port.postMessage(message);
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
}
