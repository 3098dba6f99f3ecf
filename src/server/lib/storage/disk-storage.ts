import { mkdir, opendir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { assertSafeKey, type Storage, type StoredFile } from "./storage.ts";

/**
 * A key names no file: nothing there, a folder (EISDIR), or a path through a file (ENOTDIR). A bucket
 * has no folders, so all three are "no such key" there too, and the public image routes answer 404.
 */
const NO_FILE = new Set(["ENOENT", "EISDIR", "ENOTDIR"]);

export function createDiskStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(base, key);
  };

  async function* walk(dir: string): AsyncGenerator<StoredFile> {
    let entries: AsyncIterable<{ name: string; isDirectory(): boolean; isFile(): boolean }>;
    try {
      entries = await opendir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for await (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(path);
      else if (entry.isFile()) {
        const { mtime } = await stat(path);
        yield { key: relative(base, path).split(sep).join("/"), modifiedAt: mtime };
      }
    }
  }

  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write aside and rename, so a reader never sees half a file; a write that fails (a full
      // disk) takes its part with it, and one cut short by a crash is swept as an orphan later.
      const partial = `${path}.${process.pid}.partial`;
      try {
        await writeFile(partial, data);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (NO_FILE.has((error as NodeJS.ErrnoException).code ?? "")) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    list(folder) {
      return walk(pathOf(folder));
    },
  };
}
