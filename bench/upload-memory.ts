// `node bench/upload-memory.ts`: the server's peak memory and CPU while one client uploads ten large
// PNGs (6000 × 6000, 36 M pixels each, under the 10 MB limit) in one request to a design request's
// photos (UPLOAD_REQUESTS=2: two such uploads at once). Starts the real server (src/server/main.ts) on the embedded database in a throwaway folder,
// signs a client up, submits a request, then measures the upload alone: the peak resident memory
// (/proc VmHWM, reset just before), the server's CPU seconds and the wall time, with the load average.
// Not a test: the figures depend on the machine and what else runs on it.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import sharp from "sharp";
import { validRequest } from "../src/server/test-support/request-payload.ts";
import { cpuSeconds, peakResidentBytes, resetPeakMemory, residentBytes } from "./load/process-stats.ts";
import { freePort } from "./production-server.ts";

const FILES = Number(process.env.UPLOAD_FILES ?? 10);
/** Uploads sent at once, each of FILES images to its own design request. */
const REQUESTS = Number(process.env.UPLOAD_REQUESTS ?? 1);
const SIDE = 6000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A 36 M-pixel PNG that compresses under 10 MB: repeating gradients, different in each file. */
async function largePng(seed: number): Promise<Buffer> {
  const raw = Buffer.alloc(SIDE * SIDE * 3);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const i = (y * SIDE + x) * 3;
      raw[i] = (x + seed) & 255;
      raw[i + 1] = y & 255;
      raw[i + 2] = (x ^ y) & 255;
    }
  }
  return sharp(raw, { raw: { width: SIDE, height: SIDE, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(250);
  }
  throw new Error("the server did not become ready within 150 s");
}

console.log(`Making ${FILES} PNGs of ${SIDE} × ${SIDE}...`);
const pngs = await Promise.all(Array.from({ length: FILES }, (_, n) => largePng(n * 17)));
console.log(`sizes: ${pngs.map((png) => mb(png.length)).join(", ")}`);

const dataDir = mkdtempSync(join(tmpdir(), "nestmatch-upload-bench-"));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ["src/server/main.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
try {
  await waitUntilReady(url, child);
  const pid = child.pid ?? 0;
  const headers = { "content-type": "application/json" };
  const registered = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      email: "bench@example.com",
      password: "a long bench password",
      firstName: "B",
      lastName: "C",
    }),
  });
  if (registered.status !== 201) throw new Error(`sign-up: ${registered.status} ${await registered.text()}`);
  const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const profile = await fetch(`${url}/api/user/profile`, {
    method: "PATCH",
    headers: { ...headers, cookie },
    body: JSON.stringify({ firstName: "B", lastName: "C", phoneNumber: "+852 9123 4567" }),
  });
  if (profile.status !== 200) throw new Error(`profile: ${profile.status} ${await profile.text()}`);
  const requestIds: string[] = [];
  for (let n = 0; n < REQUESTS; n++) {
    const created = await fetch(`${url}/api/forms`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify(validRequest),
    });
    if (created.status !== 201) throw new Error(`request: ${created.status} ${await created.text()}`);
    requestIds.push(((await created.json()) as { id: string }).id);
  }

  const form = new FormData();
  for (const [n, png] of pngs.entries())
    form.append("images", new Blob([new Uint8Array(png)], { type: "image/png" }), `${n}.png`);
  await sleep(1000);
  const before = { rss: residentBytes(pid), cpu: cpuSeconds(pid), load: loadavg() };
  resetPeakMemory(pid);
  const started = performance.now();
  const answers = await Promise.all(
    requestIds.map((id) =>
      fetch(`${url}/api/forms/${id}/images`, { method: "POST", headers: { cookie }, body: form }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const peak = peakResidentBytes(pid);
  const cpu = cpuSeconds(pid) - before.cpu;
  console.log(
    `${REQUESTS} upload(s) answered ${answers.map((a) => a.status).join(", ")} in ${seconds.toFixed(1)} s`,
  );
  for (const answer of answers) if (answer.status !== 200) console.log(await answer.text());
  console.log(`server RSS before ${mb(before.rss)}, peak during the upload ${mb(peak)}`);
  console.log(`server CPU during the upload ${cpu.toFixed(1)} s`);
  console.log(
    `load average before: ${before.load.map((n) => n.toFixed(2)).join(" ")}; after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
} finally {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
