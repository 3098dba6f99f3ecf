// Opens the embedded database in its worker thread and runs one statement, for a test that starts it under
// Node's watch mode as `npm run dev` does: prints the answer, or the error.
import { ThreadedPglite } from "./threaded-pglite.ts";

const [dir = ""] = process.argv.slice(2);
try {
  const database = await ThreadedPglite.open(dir);
  const { rows } = await database.query("select 41 + 1 as answer");
  await database.close();
  console.log(`answer ${JSON.stringify(rows)}`);
} catch (error) {
  console.log(`failed ${error instanceof Error ? error.message : String(error)}`);
}
