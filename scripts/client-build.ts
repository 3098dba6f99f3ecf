import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const BUILD_INPUTS = [
  "src/client",
  "src/shared",
  "vite.config.ts",
  "scripts/precompress.ts",
  "scripts/react-router-production.ts",
  "package-lock.json",
];
const BUILT_PAGE = join(root, "dist/client/index.html");
/** The public pages' server render (src/client/entry-server.tsx), built beside the client. */
export const BUILT_SERVER_ENTRY = join(root, "dist/server/entry-server.js");

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stat.mtimeMs,
  );
}

/** Whether dist/client is missing or older than anything it is built from. */
export function clientBuildIsStale(): boolean {
  if (!existsSync(BUILT_PAGE) || !existsSync(BUILT_SERVER_ENTRY)) return true;
  const built = statSync(BUILT_PAGE).mtimeMs;
  return BUILD_INPUTS.some(
    (input) => existsSync(join(root, input)) && newestChange(join(root, input)) > built,
  );
}

/** The browser's build (dist/client), then the server's render of the same pages (dist/server). */
export async function buildClient(): Promise<void> {
  const { build } = await import("vite");
  const configFile = join(root, "vite.config.ts");
  await build({ configFile, logLevel: "warn" });
  await buildServerEntry();
}

/** The server's render of the public pages (dist/server), which must come from the same sources as dist/client. */
export async function buildServerEntry(): Promise<void> {
  const { build } = await import("vite");
  await build({
    configFile: join(root, "vite.config.ts"),
    logLevel: "warn",
    build: {
      ssr: join(root, "src/client/entry-server.tsx"),
      outDir: join(root, "dist/server"),
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      // One file whose `renderPage` export the server imports: the browser's splitting (which drops the
      // entry's exports and copies small modules into chunks) has no use here.
      rolldownOptions: { preserveEntrySignatures: "strict", output: { codeSplitting: false } },
    },
  });
}
