import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ThreadedPglite } from "./threaded-pglite.ts";

const CRASHING = new URL("./crashing-worker.fixture.ts", import.meta.url);
const UNDER_WATCH = new URL("./watch-mode.fixture.ts", import.meta.url);

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "nestmatch-pglite-thread-"));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the embedded database's worker thread", () => {
  it("creates the folder on first use, keeps what was written, and fails every call once closed", async () => {
    const dir = join(folder, "kept");
    const first = await ThreadedPglite.open(dir);
    await first.exec("create table notes (text text); insert into notes values ('kept')");
    const listening = await first.listen("closing", () => {});
    expect(first.closed).toBe(false);
    await first.close();
    expect(first.closed).toBe(true);
    await first.close();
    await expect(first.query("select 1")).rejects.toThrow("The embedded database is closed");
    await expect(first.transaction(async () => {})).rejects.toThrow("The embedded database is closed");
    await expect(listening()).rejects.toThrow("The embedded database is closed");

    const again = await ThreadedPglite.open(dir);
    try {
      expect((await again.query("select text from notes")).rows).toEqual([{ text: "kept" }]);
    } finally {
      await again.close();
    }
  });

  it("says why it could not open", async () => {
    const aFile = join(folder, "a-file");
    writeFileSync(aFile, "not a folder");
    await expect(ThreadedPglite.open(join(aFile, "pglite"))).rejects.toThrow(/ENOTDIR|not a directory/);
  });

  it.each([
    ["throws", "throw", /worker thread failed: the worker broke/],
    ["exits", "exit", /worker thread stopped \(exit code 3\)/],
  ])("rejects every waiting and later call when the thread %s", async (_, how, reason) => {
    const client = await ThreadedPglite.open(how, CRASHING);
    const waiting = [client.query("select 1"), client.query("select 2"), client.exec("select 3")];
    for (const call of waiting) await expect(call).rejects.toThrow(reason);
    await expect(client.query("select 4")).rejects.toThrow(reason);
    await client.close();
    expect(client.closed).toBe(true);
  });

  it("opens and answers under Node's watch mode, whose reports of the worker's imports are not its messages", async () => {
    // `npm run dev` runs the server with --watch-path; the process then waits for changes, so it is stopped here.
    const watched = mkdtempSync(join(folder, "watched-"));
    // Stopped at the latest after 15 s as well, so a worker that never answers leaves no watcher running.
    const child = spawn(
      process.execPath,
      [`--watch-path=${watched}`, UNDER_WATCH.pathname, join(folder, "opened-under-watch")],
      { timeout: 15_000 },
    );
    const line = await new Promise<string>((resolve, reject) => {
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const found = output.split("\n").find((text) => /^(answer|failed) /.test(text));
        if (found) resolve(found);
      });
      child.on("error", reject);
      child.on("exit", (code) => reject(new Error(`stopped (${code}) before answering: ${output}`)));
    }).finally(() => child.kill());
    expect(line).toBe('answer [{"answer":42}]');
  });
});
