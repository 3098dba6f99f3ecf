import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { designs } from "../db/schema/index.ts";
import { insertDesign } from "../designs/service.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, type SignedIn, signedInUser } from "../test-support/users.ts";

let t: TestApp;
let client: SignedIn;
let designer: SignedIn;
const designIds: string[] = [];

function call(method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { cookie: client.cookie },
    remoteAddress: nextAddress(),
  });
}

async function design(title: string, withImage: boolean) {
  const imageId = randomUUID();
  const id = await insertDesign(
    t.database.db,
    {
      designerId: designer.user.id,
      titleEn: title,
      descriptionEn: "A design to draw on.",
      styles: ["Modern"],
      budgetMin: 0,
      budgetMax: 100_000,
    },
    withImage
      ? [
          {
            id: imageId,
            storageKey: `designs/x/${imageId}.jpg`,
            width: 800,
            height: 600,
            position: 0,
            isMain: true,
          },
        ]
      : [],
  );
  designIds.push(id);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  [client, designer] = await Promise.all([signedInUser(t, "client"), signedInUser(t, "designer")]);
  await design("Harbour flat", true);
  await design("Quiet study", false);
});
afterAll(() => t.close());

describe("saved designs as a request's inspiration", () => {
  it("keeps the chosen designs, in order, with their title and main image", async () => {
    const [first, second] = designIds;
    const created = await call("POST", "/api/forms", {
      ...validRequest,
      inspirationDesignIds: [second, first, second],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().inspirations).toEqual([
      { id: second, title: "Quiet study", imageUrl: null },
      {
        id: first,
        title: "Harbour flat",
        imageUrl: expect.stringMatching(/^\/uploads\/designs\/x\/.+\.jpg$/),
      },
    ]);
  });

  it("keeps them through an edit that does not mention them, and clears them when asked", async () => {
    const created = (
      await call("POST", "/api/forms", { ...validRequest, inspirationDesignIds: designIds })
    ).json();
    const { agreedToTerms: _agreed, ...fields } = validRequest;
    const kept = await call("PUT", `/api/forms/${created.id}`, {
      ...fields,
      description: `${fields.description} More.`,
    });
    expect(kept.json().inspirations).toHaveLength(2);
    const cleared = await call("PUT", `/api/forms/${created.id}`, { ...fields, inspirationDesignIds: [] });
    expect(cleared.json().inspirations).toEqual([]);
  });

  it("refuses unknown designs, malformed ids and too many, with a message, and stores nothing", async () => {
    const before = (await call("GET", "/api/client/forms")).json().length;
    const cases: [unknown, string][] = [
      [
        [randomUUID()],
        "One of the chosen inspiration designs is no longer in the catalogue. Please remove it and try again.",
      ],
      [["not-an-id"], "Please choose inspiration designs from the catalogue"],
      [Array.from({ length: 11 }, () => randomUUID()), "You can choose up to 10 inspiration designs"],
    ];
    for (const [inspirationDesignIds, message] of cases) {
      const response = await call("POST", "/api/forms", { ...validRequest, inspirationDesignIds });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await call("GET", "/api/client/forms")).json()).toHaveLength(before);
  });

  it("drops a design from the request when the design leaves the catalogue", async () => {
    const gone = await design("Soon gone", true);
    const created = (
      await call("POST", "/api/forms", { ...validRequest, inspirationDesignIds: [gone] })
    ).json();
    await t.database.db.delete(designs).where(eq(designs.id, gone));
    expect((await call("GET", `/api/forms/${created.id}`)).json().inspirations).toEqual([]);
  });
});
