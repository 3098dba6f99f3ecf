import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, openPostgres } from "../db/client.ts";
import { designRequests } from "../db/schema/index.ts";
import { signInRemotely } from "../test-support/remote-server.ts";
import { validRequest } from "../test-support/request-payload.ts";
import {
  SERVER_PROCESS_TEST_MS,
  type ServerProcess,
  startServerProcess,
} from "../test-support/server-process.ts";
import {
  createPostgresTestDatabase,
  type PostgresTestDatabase,
  runsOnPostgres,
} from "../test-support/test-database.ts";

/**
 * A POST whose headers reach the server at once and whose body waits for `send()`: once
 * `received` resolves (the server said 100 Continue), the request is in flight.
 */
function heldRequest(baseUrl: string, path: string, cookie: string, body: object) {
  const data = Buffer.from(JSON.stringify(body));
  const sent = request(`${baseUrl}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "content-length": data.length,
      expect: "100-continue",
      cookie,
    },
  });
  const received = new Promise<void>((resolve) => sent.once("continue", resolve));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    sent.once("error", reject);
    sent.once("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.once("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
  });
  sent.flushHeaders();
  return { received, answer, send: () => sent.end(data) };
}

describe.runIf(runsOnPostgres("the graceful shutdown tests"))("SIGTERM during traffic", () => {
  let created: PostgresTestDatabase;
  let control: Database;
  let server: ServerProcess;
  const dataDir = mkdtempSync(join(tmpdir(), "nestmatch-shutdown-"));

  beforeAll(async () => {
    created = await createPostgresTestDatabase();
    control = openPostgres(created.url, 2);
    server = await startServerProcess({ DATABASE_URL: created.url, DATA_DIR: dataDir });
  });
  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await control?.close();
    await created?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "finishes the requests in flight, refuses new ones, and exits 0",
    async () => {
      const cookie = await signInRemotely(control.db, server.url, "client");
      const inFlight = [1, 2, 3].map((n) =>
        heldRequest(server.url, "/api/forms", cookie, {
          ...validRequest,
          propertyAddress: `Flat ${n}A, 1 Shutdown Road`,
        }),
      );
      await Promise.all(inFlight.map((held) => held.received));

      server.child.kill("SIGTERM");
      await server.waitForLine(/shutting down: finishing in-flight requests/);
      // The server refuses new requests while the held bodies are still on their way.
      const late = () =>
        fetch(`${server.url}/api/portfolio`).then(
          (response) => response.status,
          () => "refused",
        );
      await vi.waitFor(async () => expect(["refused", 503]).toContain(await late()), { timeout: 5_000 });
      for (const held of inFlight) held.send();

      const answers = await Promise.all(inFlight.map((held) => held.answer));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
      expect(await server.exited).toEqual({ code: 0, signal: null });

      const saved = await control.db
        .select({ address: designRequests.propertyAddress })
        .from(designRequests)
        .where(eq(designRequests.propertyType, validRequest.propertyType));
      expect(saved.map((row) => row.address).sort()).toEqual([
        "Flat 1A, 1 Shutdown Road",
        "Flat 2A, 1 Shutdown Road",
        "Flat 3A, 1 Shutdown Road",
      ]);
    },
    SERVER_PROCESS_TEST_MS,
  );
});
