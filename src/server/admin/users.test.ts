import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminClient, AdminDesigner, AdminUsersOverview } from "#shared/admin/users.ts";
import { users } from "../db/schema/index.ts";
import { insertDesign } from "../designs/service.ts";
import { recordQueries } from "../test-support/query-recorder.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";
import { callerFor } from "./testing.ts";
import { listClients, listDesigners } from "./user-list.ts";

let t: TestApp;
let admin: ReturnType<typeof callerFor>;
let clientWithTwo: SignedIn;
let designerWithThree: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = callerFor(t, (await signedInUser(t, "admin")).cookie);
  clientWithTwo = await signedInUser(t, "client", { firstName: "Siu Ming", lastName: "Cheung" });
  const client = callerFor(t, clientWithTwo.cookie);
  for (let i = 0; i < 2; i++) expect((await client("POST", "/api/forms", validRequest)).statusCode).toBe(201);
  await signedInUser(t, "client", { firstName: "Ada", lastName: "Lam", email: "ada.lam@Example.com" });
  designerWithThree = await signedInUser(t, "designer", { firstName: "Kit", lastName: "Yip" });
  for (let i = 0; i < 3; i++) {
    await insertDesign(
      t.database.db,
      {
        designerId: designerWithThree.user.id,
        titleEn: `Harbour flat ${i}`,
        descriptionEn: "A calm flat with views of the harbour.",
        styles: ["Modern"],
        budgetMin: 100_000,
        budgetMax: 200_000,
      },
      [],
    );
  }
  await signedInUser(t, "designer", { firstName: "Zoe", lastName: "Ng" });
});
afterAll(() => t.close());

const clientsOf = async (query: string) => {
  const response = await admin("GET", `/api/admin/users?role=client${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: AdminClient[]; total: number; hasMore: boolean };
};

describe("GET /api/admin/users", () => {
  it("answers {clients, designers} with real counts, totals and never a password hash", async () => {
    const response = await admin("GET", "/api/admin/users");
    expect(response.statusCode).toBe(200);
    const body = response.json() as AdminUsersOverview;
    expect(body.totals).toEqual({ clients: 2, designers: 2 });
    expect(body.clients.map((c) => c.email)).toContain(clientWithTwo.user.email);
    expect(body.clients.find((c) => c.id === clientWithTwo.user.id)).toMatchObject({
      submissionCount: 2,
      firstName: "Siu Ming",
      lastName: "Cheung",
      phoneNumber: "+852 9000 0000",
      role: "client",
      isHidden: false,
    });
    expect(body.clients.find((c) => c.email === "ada.lam@example.com")?.submissionCount).toBe(0);
    const counts = Object.fromEntries(
      body.designers.map((d: AdminDesigner) => [d.lastName, d.portfolioCount]),
    );
    expect(counts).toEqual({ Yip: 3, Ng: 0 });
    expect(response.body).not.toMatch(/passwordHash|argon2/);
  });

  it("reads no password hash: a designer's is only asked whether it is there", async () => {
    const { queries } = await recordQueries(t.database)(() => admin("GET", "/api/admin/users"));
    const lists = queries.filter((text) => /from "users"/.test(text) && !/"sessions"/.test(text));
    expect(lists.length, queries.join("\n\n")).toBeGreaterThan(0);
    for (const text of lists)
      expect(text.replaceAll('"users"."password_hash" is not null', "")).not.toMatch(/password_hash/);
  });

  it("searches names, full name and e-mail in any case, in the database", async () => {
    expect((await clientsOf("&q=siu%20ming%20CHEUNG")).items.map((c) => c.id)).toEqual([
      clientWithTwo.user.id,
    ]);
    expect((await clientsOf("&q=ADA.LAM@")).items.map((c) => c.email)).toEqual(["ada.lam@example.com"]);
    expect((await clientsOf("&q=nobody-by-this-name")).total).toBe(0);
    // LIKE wildcards are taken literally.
    expect((await clientsOf("&q=%25")).total).toBe(0);
  });

  it("pages newest first and says whether more follow", async () => {
    const first = await clientsOf("&pageSize=1");
    const second = await clientsOf("&pageSize=1&page=2");
    expect(first).toMatchObject({ total: 2, hasMore: true });
    expect(second).toMatchObject({ total: 2, hasMore: false });
    expect(first.items[0]?.email).toBe("ada.lam@example.com");
    expect(second.items[0]?.id).toBe(clientWithTwo.user.id);
  });

  it("reads a page and its total in one statement, and still counts a page past the end", async () => {
    const filters = { q: "", hidden: false, page: 1, pageSize: 1 } as const;
    const during = recordQueries(t.database);
    const clients = await during(() => listClients(t.database.db, filters));
    const designers = await during(() => listDesigners(t.database.db, filters));
    expect(clients.queries).toHaveLength(1);
    expect(designers.queries).toHaveLength(1);
    expect(clients.result).toMatchObject({ total: 2, hasMore: true });
    expect(designers.result).toMatchObject({ total: 2, hasMore: true });
    expect(designers.result.items[0]).not.toHaveProperty("total");
    expect(await clientsOf("&pageSize=1&page=3")).toMatchObject({ items: [], total: 2, hasMore: false });
    expect(await clientsOf("&q=nobody-by-this-name&page=2")).toMatchObject({ items: [], total: 0 });
  });

  it("lists designers alone with their real portfolio counts", async () => {
    const response = await admin("GET", "/api/admin/users?role=designer&q=yip");
    expect(response.json()).toMatchObject({
      total: 1,
      items: [{ id: designerWithThree.user.id, portfolioCount: 3, hasPassword: true }],
    });
  });

  it("refuses bad filters with a message", async () => {
    for (const [query, message] of [
      ["?role=admin", "role must be client or designer"],
      ["?hidden=maybe", "hidden must be true or false"],
      ["?page=0", "page must be a whole number from 1"],
      ["?pageSize=1000", "pageSize must be a whole number from 1 to 100"],
      [`?q=${"x".repeat(201)}`, "Search text must be at most 200 characters"],
    ] as const) {
      const response = await admin("GET", `/api/admin/users${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });

  it("stays quick with 10,000 accounts", async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      email: `bulk-${i}@example.com`,
      role: i % 50 === 0 ? ("designer" as const) : ("client" as const),
      firstName: `Bulk${i}`,
      lastName: "Person",
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await t.database.db.insert(users).values(rows.slice(i, i + 1000));
    const started = performance.now();
    const [overview, search, deep] = await Promise.all([
      admin("GET", "/api/admin/users"),
      admin("GET", "/api/admin/users?role=client&q=bulk99"),
      admin("GET", "/api/admin/users?role=client&page=300"),
    ]);
    expect(performance.now() - started).toBeLessThan(3000);
    const body = overview.json() as AdminUsersOverview;
    expect(body.clients).toHaveLength(25);
    expect(body.totals.clients).toBe(9802);
    expect(body.designers).toHaveLength(202);
    // Bulk99, Bulk990-999 and Bulk9900-9999, less the designers Bulk9900 and Bulk9950.
    expect(search.json().total).toBe(109);
    expect(deep.json().items).toHaveLength(25);
  });
});
