// Build-time compression of the client's text files, so the server sends brotli at its best level (which is
// too slow to run per request) and spends no CPU compressing the same bytes again on every first visit.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** The shell template is only sent filled in and the manifest only read by the server: neither is served as is. */
const NEVER_SERVED = (path: string) => path === "index.html" || path.startsWith(`.vite${sep}`);

/** Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside every compressible file under `dir`, when smaller. */
export async function precompressFolder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !NEVER_SERVED(relative(dir, path)));
  await Promise.all(
    files.map(async (path) => {
      const original = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
        gzipAsync(original, { level: 9 }),
      ]);
      // A sibling no smaller than the file would only cost the reader; the server then sends the file itself.
      if (br.length < original.length) await writeFile(`${path}.br`, br);
      if (gz.length < original.length) await writeFile(`${path}.gz`, gz);
    }),
  );
  return files;
}

/** Vite plugin: compresses the finished build output (public files included, which Vite copies first). */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "nestmatch:precompress",
    // The browser's build only: the server's render (dist/server) is read from disk, never sent.
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
