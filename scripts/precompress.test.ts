import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, expect, it } from "vitest";
import { precompressFolder } from "./precompress.ts";

const css = Array.from({ length: 100 }, (_, i) => `.c${i}{color:red}`).join("");
let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("writes brotli and gzip copies beside every text file that shrinks, never beside the shell or the manifest", async () => {
  dir = mkdtempSync(join(tmpdir(), "precompress-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, ".vite"));
  writeFileSync(join(dir, "assets", "app.css"), css);
  writeFileSync(join(dir, "assets", "tiny.js"), "1");
  writeFileSync(join(dir, "assets", "photo.jpg"), css);
  writeFileSync(join(dir, "index.html"), css);
  writeFileSync(join(dir, ".vite", "manifest.json"), css);

  await precompressFolder(dir);

  const original = readFileSync(join(dir, "assets", "app.css"), "utf8");
  expect(brotliDecompressSync(readFileSync(join(dir, "assets", "app.css.br"))).toString()).toBe(original);
  expect(gunzipSync(readFileSync(join(dir, "assets", "app.css.gz"))).toString()).toBe(original);
  for (const unwritten of [
    "assets/tiny.js.br",
    "assets/tiny.js.gz",
    "assets/photo.jpg.br",
    "index.html.br",
    ".vite/manifest.json.br",
  ])
    expect(existsSync(join(dir, unwritten)), unwritten).toBe(false);
});
