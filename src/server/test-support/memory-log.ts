import { Writable } from "node:stream";

/** A log stream written to memory, a line per entry into `lines`, for tests that read what the app logged. */
export function memoryLog(lines: string[] = []): { lines: string[]; stream: Writable } {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}
