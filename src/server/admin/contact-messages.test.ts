import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminContactMessage } from "#shared/admin/contact-messages.ts";
import { contactMessages } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { signedInUser } from "../test-support/users.ts";
import { callerFor } from "./testing.ts";

let t: TestApp;
let asAdmin: ReturnType<typeof callerFor>;

beforeAll(async () => {
  t = await createTestApp();
  asAdmin = callerFor(t, (await signedInUser(t, "admin")).cookie);
  const day = 24 * 60 * 60_000;
  await t.database.db.insert(contactMessages).values(
    Array.from({ length: 25 }, (_, i) => ({
      name: `Sender ${i}`,
      email: `sender${i}@example.com`,
      companyName: "Private homeowner",
      mobileNumber: "+852 9123 4567",
      subject: i === 24 ? "Other" : "General",
      customSubject: i === 24 ? "Press enquiry" : null,
      message: `Message number ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * day),
    })),
  );
});
afterAll(() => t.close());

describe("GET /api/admin/contact-messages", () => {
  it("answers the newest first, a page at a time", async () => {
    const first = await asAdmin("GET", "/api/admin/contact-messages");
    expect(first.statusCode).toBe(200);
    const body = first.json() as { items: AdminContactMessage[]; total: number; hasMore: boolean };
    expect(body).toMatchObject({ total: 25, page: 1, pageSize: 20, hasMore: true });
    expect(body.items[0]).toMatchObject({
      name: "Sender 24",
      subject: "Other",
      customSubject: "Press enquiry",
      createdAt: "2026-01-25T00:00:00.000Z",
    });
    expect(body.items.map((m) => m.name).slice(0, 3)).toEqual(["Sender 24", "Sender 23", "Sender 22"]);

    const second = (await asAdmin("GET", "/api/admin/contact-messages?page=2")).json();
    expect(second).toMatchObject({ total: 25, hasMore: false });
    expect(second.items.map((m: AdminContactMessage) => m.name)).toEqual([
      "Sender 4",
      "Sender 3",
      "Sender 2",
      "Sender 1",
      "Sender 0",
    ]);
  });

  it("refuses a bad page with a message", async () => {
    const response = await asAdmin("GET", "/api/admin/contact-messages?pageSize=500");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "pageSize must be a whole number from 1 to 100" });
  });
});
