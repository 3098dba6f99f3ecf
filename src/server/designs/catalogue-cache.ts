import { eq, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../db/client.ts";
import { preparedPerDatabase } from "../db/prepared-per-database.ts";
import { cacheVersions } from "../db/schema/index.ts";
import { createTtlCache } from "../lib/ttl-cache.ts";

type TtlCache<T> = ReturnType<typeof createTtlCache<T>>;

/** The catalogue's row in cache_versions. */
const CATALOGUE = "catalogue";

/**
 * What the public catalogue keeps briefly, per database: the totals of its filters (counting
 * 100,000 designs costs more than the page itself) and whole answers of the public list calls.
 * Every catalogue write, in any process, moves the catalogue's version in the database; reads
 * check it (one primary-key lookup), so no process serves an answer older than a write.
 */
function createCatalogueCache() {
  return {
    /** The highest catalogue version a check has found. */
    version: -1,
    /** The check under way, and this process's write count when it began. */
    check: null as { version: Promise<number>; atWrite: number } | null,
    /** This process's write count when the latest finished check began. */
    checkedAtWrite: -1,
    totals: createTtlCache<number>({ ttlMs: 15_000, maxEntries: 1000 }),
    /** Each caller keeps one kind of answer under its own keys (the routes: prepared JSON). */
    answers: createTtlCache<unknown>({ ttlMs: 10_000, maxEntries: 500 }),
  };
}

type CatalogueCacheState = ReturnType<typeof createCatalogueCache>;
const caches = new WeakMap<object, CatalogueCacheState>();

/** Databases no other process writes (the embedded one: its folder is locked to this process). */
const soleWriterOf = new WeakSet<Db>();
/** Catalogue writes this process has made (counted once each has reached the database). */
let localWrites = 0;

/**
 * Declares that only this process writes `db`: every catalogue change then passes through
 * clearCatalogueCache here, so reads need the database's version only after one.
 */
export function markSoleWriter(db: Db): void {
  soleWriterOf.add(db);
}

/**
 * On PostgreSQL even a cached answer reads the version (about once a round trip under load): its query is built
 * once per database.
 */
const versionRead = preparedPerDatabase((db) =>
  db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.name, CATALOGUE))
    .prepare("catalogue_version"),
);

async function readVersion(db: Db): Promise<number> {
  const [row] = await versionRead(db).execute();
  return row?.version ?? 0;
}

/**
 * Requests arriving together share one version query: under load that is one lookup per round trip
 * instead of one per request. A check begun before this process's latest write may miss it, so a
 * request never joins one.
 */
async function checkVersion(db: Db, cache: CatalogueCacheState): Promise<void> {
  if (cache.check?.atWrite !== localWrites) {
    const check = { version: readVersion(db), atWrite: localWrites };
    cache.check = check;
    // Registered first, so it has run before any request's await of the same promise resumes.
    check.version
      .then((version) => {
        if (version > cache.version) {
          cache.version = version;
          cache.totals.clear();
          cache.answers.clear();
        }
        cache.checkedAtWrite = Math.max(cache.checkedAtWrite, check.atWrite);
      })
      .catch(() => {})
      .finally(() => {
        if (cache.check === check) cache.check = null;
      });
  }
  await cache.check.version;
}

/** The catalogue cache of `db` as of the current catalogue version. */
export async function catalogueCache(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = createCatalogueCache();
    caches.set(db, cache);
  }
  if (!soleWriterOf.has(db) || cache.checkedAtWrite !== localWrites) await checkVersion(db, cache);
  const version = cache.version;
  // Keys carry the version, so a load that began before a write never answers after it.
  const atVersion = <T>(ttl: TtlCache<T>) => ({
    get: (key: string, load: () => Promise<T>) => ttl.get(`${version}:${key}`, load),
  });
  const answers = atVersion(cache.answers);
  return {
    totals: atVersion(cache.totals),
    answers: { get: <T>(key: string, load: () => Promise<T>) => answers.get(key, load) as Promise<T> },
  };
}

/**
 * Marks the catalogue changed for every process. Call it after the write commits, or inside the
 * write's transaction: never before, or a process could cache the old rows under the new version.
 */
export async function clearCatalogueCache(db: DbExecutor): Promise<void> {
  await db
    .insert(cacheVersions)
    .values({ name: CATALOGUE, version: 1 })
    .onConflictDoUpdate({ target: cacheVersions.name, set: { version: sql`${cacheVersions.version} + 1` } });
  // Counted once the new version is in the database (or held by its transaction, which a check waits for).
  localWrites++;
}
