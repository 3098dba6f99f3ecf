import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isWrittenInChinese } from "#shared/i18n/reader-language.ts";
import { indexableText } from "./search.ts";

/*
 * Migration 0013 (bilingual listings) on a database holding designs and bios written before it: the
 * texts become the English fields unless they are Chinese (docs/decisions.md), and the search index
 * is rebuilt as the app now writes it.
 */

const migrations = readMigrationFiles({
  migrationsFolder: fileURLToPath(new URL("../db/migrations", import.meta.url)),
});
const at = migrations.findIndex((migration) =>
  migration.sql.some((statement) => statement.includes('RENAME COLUMN "title" TO "title_en"')),
);

const TEXTS = [
  { title: "Harbour-view flat in 太古城", description: "Oak joinery and a hidden study." },
  { title: "北歐風兩房單位", description: "淺色橡木地板、白牆和IKEA儲物櫃，光猛舒適。" },
  { title: "IKEA 北歐客廳改造", description: "低預算翻新，淺木色。" },
];

let db: PGlite;
const runAll = async (statements: string[]) => {
  for (const statement of statements) await db.exec(statement);
};

beforeAll(async () => {
  db = new PGlite();
  for (const migration of migrations.slice(0, at)) await runAll(migration.sql);
  await db.exec(
    "INSERT INTO users (id, email, password_hash, role) VALUES ('00000000-0000-4000-8000-000000000001', 'd@example.com', 'x', 'designer')",
  );
  for (const [index, text] of TEXTS.entries()) {
    await db.query(
      `INSERT INTO designs (id, designer_id, title, description, styles, search_vector)
       VALUES ($1, '00000000-0000-4000-8000-000000000001', $2, $3, '{Modern}', to_tsvector('simple', $2 || ' ' || $3))`,
      [`00000000-0000-4000-8000-00000000010${index}`, text.title, text.description],
    );
  }
  await db.query(
    "INSERT INTO designer_profiles (user_id, bio) VALUES ('00000000-0000-4000-8000-000000000001', $1)",
    ["我們專注小單位的收納設計，亦接 small flats。"],
  );
  await runAll(migrations[at]?.sql ?? []);
});
afterAll(() => db?.close());

describe("migration 0013: bilingual listings", () => {
  it("is found among the migrations", () => {
    expect(at).toBeGreaterThan(0);
  });

  it("keeps texts as English unless more of them is Han characters than Latin letters, as the app decides", async () => {
    const { rows } = await db.query<{
      title_en: string | null;
      title_zh: string | null;
      description_zh: string | null;
    }>("SELECT title_en, title_zh, description_zh FROM designs ORDER BY id");
    expect(rows).toEqual(
      TEXTS.map((text) =>
        isWrittenInChinese(`${text.title} ${text.description}`)
          ? { title_en: null, title_zh: text.title, description_zh: text.description }
          : { title_en: text.title, title_zh: null, description_zh: null },
      ),
    );
    expect(rows.map((row) => row.title_zh !== null)).toEqual([false, true, true]);
  });

  it("moves a Chinese bio to the Chinese field", async () => {
    const { rows } = await db.query("SELECT bio_en, bio_zh FROM designer_profiles");
    expect(rows).toEqual([{ bio_en: "", bio_zh: "我們專注小單位的收納設計，亦接 small flats。" }]);
  });

  it("rebuilds the search index as the app writes it, so a Chinese word is found", async () => {
    const { rows } = await db.query<{ same: boolean; found: boolean }>(
      `SELECT search_vector = (setweight(to_tsvector('simple', $1), 'A') || setweight(to_tsvector('simple', 'Modern'), 'B') || setweight(to_tsvector('simple', $2), 'C')) AS same,
              search_vector @@ to_tsquery('simple', '橡 <-> 木') AS found
       FROM designs WHERE id = '00000000-0000-4000-8000-000000000101'`,
      [indexableText(` ${TEXTS[1]?.title}`), indexableText(` ${TEXTS[1]?.description}`)],
    );
    expect(rows).toEqual([{ same: true, found: true }]);
  });

  it("refuses a design with no language, or a title without its description", async () => {
    await expect(
      db.exec(
        "INSERT INTO designs (designer_id, styles) VALUES ('00000000-0000-4000-8000-000000000001', '{Modern}')",
      ),
    ).rejects.toThrow(/designs_texts_check/);
    await expect(
      db.exec(
        "INSERT INTO designs (designer_id, title_zh, styles) VALUES ('00000000-0000-4000-8000-000000000001', '海景', '{Modern}')",
      ),
    ).rejects.toThrow(/designs_texts_check/);
  });
});
