import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { englishMessages } from "#shared/i18n/index.ts";
import { contactMessages } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";

const valid = {
  name: "Mei Ling Chan",
  email: "meiling@example.com",
  companyName: "Private homeowner",
  mobileNumber: "+852 9123 4567",
  subject: "General",
  customSubject: "",
  message: "We are renovating a 600 sq ft flat in Tai Koo and would like to know how matching works.",
};

let t: TestApp;
let address = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each call comes from its own address, so the per-address limit only matters where a test wants it. */
function post(payload: unknown, remoteAddress = `10.0.0.${++address}`) {
  return t.app.inject({ method: "POST", url: "/api/contact", payload: payload as object, remoteAddress });
}

describe("POST /api/contact", () => {
  const rules: [keyof typeof valid, string][] = [
    ["name", "Name is required"],
    ["email", "Email is required"],
    ["companyName", "Company name is required"],
    ["mobileNumber", "Mobile number is required"],
    ["subject", "Subject is required"],
    ["message", "Message is required"],
  ];

  it.each(rules)("answers 400 when %s is missing", async (field, message) => {
    const { [field]: _missing, ...rest } = valid;
    const response = await post(rest);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it.each(rules)("treats a blank %s as missing", async (field, message) => {
    const response = await post({ ...valid, [field]: "   " });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it("names the first failing field in the form's order", async () => {
    const response = await post({ mobileNumber: "" });
    expect(response.json()).toEqual({ message: "Name is required" });
    const later = await post({ ...valid, subject: "Other", message: "" });
    expect(later.json()).toEqual({ message: "Custom subject is required" });
  });

  it("needs a custom subject only when the subject is Other", async () => {
    const response = await post({ ...valid, subject: "Other", customSubject: " " });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Custom subject is required" });
  });

  it("rejects an invalid email, mobile number or subject", async () => {
    expect((await post({ ...valid, email: "not-an-email" })).json()).toEqual({
      message: "Please enter a valid email address",
    });
    expect((await post({ ...valid, mobileNumber: "call me maybe" })).json()).toEqual({
      message: "Please enter a valid mobile number",
    });
    expect((await post({ ...valid, mobileNumber: "1234" })).json()).toEqual({
      message: "Mobile number must be at least 8 digits",
    });
    expect((await post({ ...valid, subject: "Spam" })).json()).toEqual({ message: "Subject is required" });
  });

  it("rejects over-long text and wrong types with a message", async () => {
    const long = await post({ ...valid, message: "x".repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/under 5,000 characters/);
    const wrongType = await post({ ...valid, name: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ message: "Name is required" });
    const notObject = await post([1, 2]);
    expect(notObject.statusCode).toBe(400);
  });

  it("stores a valid message, trimmed, and answers 201", async () => {
    const response = await post({
      ...valid,
      name: "  Mei Ling Chan  ",
      subject: "Other",
      customSubject: "Press",
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(1);
    expect(stored).toMatchObject({
      id,
      name: "Mei Ling Chan",
      email: valid.email,
      subject: "Other",
      customSubject: "Press",
      message: valid.message,
    });
  });

  it("drops a custom subject sent with another subject", async () => {
    const response = await post({ ...valid, customSubject: "ignored" });
    expect(response.statusCode).toBe(201);
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(1);
    expect(stored?.customSubject).toBeNull();
  });

  it("limits how often one address can send", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post(valid, "192.0.2.9")).statusCode);
    expect(statuses).toEqual(Array(10).fill(201));
    const limited = await post(valid, "192.0.2.9");
    expect(limited.statusCode).toBe(429);
    // The window is 10 minutes: the wait named is within it, in seconds.
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(limited.json()).toEqual({ message: englishMessages.answers.errors.tooManyRequests(10) });
    // Another address is not held back by this one.
    expect((await post(valid)).statusCode).toBe(201);
  });
});
