import { PgBoss } from "pg-boss";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { createTestDatabase } from "../../test-support/test-database.ts";
import { installJobSchema } from "./install.ts";

describe("installing the job queue's tables", () => {
  afterEach(() => vi.restoreAllMocks());

  it("fails the migration when pg-boss reports an error as an event instead of through start()", async () => {
    const database = await createTestDatabase();
    onTestFinished(() => database.close());
    const start = PgBoss.prototype.start;
    vi.spyOn(PgBoss.prototype, "start").mockImplementation(async function (this: PgBoss) {
      const started = await start.call(this);
      this.emit("error", new Error("the maintenance of the queue failed"));
      return started;
    });
    await expect(installJobSchema(database)).rejects.toThrow("the maintenance of the queue failed");
  });
});
