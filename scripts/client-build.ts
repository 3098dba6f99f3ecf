import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const BUILD_INPUTS = ["src/client", "src/shared", "vite.config.ts", "package-lock.json"];
const BUILT_PAGE = join(root, "dist/client/index.html");

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
  if (!existsSync(BUILT_PAGE)) return true;
  const built = statSync(BUILT_PAGE).mtimeMs;
  return BUILD_INPUTS.some(
    (input) => existsSync(join(root, input)) && newestChange(join(root, input)) > built,
  );
}

export async function buildClient(): Promise<void> {
  const { build } = await import("vite");
  await build({ configFile: join(root, "vite.config.ts"), logLevel: "warn" });
}
