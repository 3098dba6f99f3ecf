import { existsSync, readdirSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";

/** Sets every file under `dir` back by `ms`, as if written that long ago (the sweep spares young files). */
export function ageFiles(dir: string, ms: number): void {
  const when = new Date(Date.now() - ms);
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const path = join(dir, name);
    if (statSync(path).isFile()) utimesSync(path, when, when);
  }
}

/** Every file under `dir`, as paths relative to it (none when it does not exist). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => statSync(join(dir, name)).isFile())
    .sort();
}
