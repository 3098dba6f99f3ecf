import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DirectoryDesigner, DirectoryPage } from "#shared/matching/directory-responses.ts";
import { createUser } from "../auth/users.ts";
import { designerProfiles, reviews } from "../db/schema/index.ts";
import { injectAs } from "../test-support/inject.ts";
import { validRequest } from "../test-support/request-payload.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, type SignedIn, signedInUser, uniqueEmail } from "../test-support/users.ts";

let t: TestApp;
let client: SignedIn;
const ids: Record<"ada" | "ben" | "cat" | "dan", string> = { ada: "", ben: "", cat: "", dan: "" };
const PHONE = "+852 9876 5432";

async function designer(
  firstName: string,
  profile: Partial<typeof designerProfiles.$inferInsert>,
): Promise<string> {
  const user = await createUser(t.database.db, {
    email: uniqueEmail(firstName.toLowerCase()),
    password: "correct horse battery staple",
    role: "designer",
    firstName,
    lastName: "Directory",
    phoneNumber: PHONE,
  });
  await t.database.db.insert(designerProfiles).values({ userId: user.id, isVetted: true, ...profile });
  return user.id;
}

/** A completed project's visible review of the designer, on a request of its own. */
async function review(designerId: string, rating: number) {
  const response = await injectAs(t, "POST", "/api/forms", client, validRequest);
  expect(response.statusCode, response.body).toBe(201);
  await t.database.db
    .insert(reviews)
    .values({ requestId: response.json().id, designerId, clientId: client.user.id, rating });
}

function list(query = "", headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "GET",
    url: `/api/designers${query ? `?${query}` : ""}`,
    headers,
    remoteAddress: nextAddress(),
  });
}

async function page(query = "", headers: Record<string, string> = {}): Promise<DirectoryPage> {
  const response = await list(query, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const names = (answer: DirectoryPage) => answer.items.map((item) => item.firstName);

beforeAll(async () => {
  t = await createTestApp();
  client = await signedInUser(t, "client");
  ids.ada = await designer("Ada", {
    bioEn: "Calm homes around timber and light.",
    bioZh: "以木材和光線營造寧靜的家。",
    specialties: ["Modern", "Japanese"],
    districts: ["Wan Chai"],
    languages: ["Cantonese", "English"],
    budgetMin: 200_000,
    budgetMax: 800_000,
  });
  ids.ben = await designer("Ben", {
    bioEn: "Small flats, big storage.",
    specialties: ["Modern"],
    districts: ["Wan Chai", "Eastern"],
    languages: ["English"],
    budgetMin: 100_000,
    budgetMax: 400_000,
  });
  ids.cat = await designer("Cat", {
    bioEn: "Warehouses turned homes.",
    specialties: ["Industrial"],
    districts: ["Sai Kung"],
    languages: ["Mandarin"],
    budgetMin: 1_000_000,
    budgetMax: null,
  });
  ids.dan = await designer("Dan", {
    specialties: ["Modern", "Japanese"],
    districts: ["Wan Chai"],
    languages: ["Cantonese"],
    isVetted: false,
  });
  await review(ids.ada, 4);
  await review(ids.ada, 5);
  await review(ids.ben, 5);
});
afterAll(() => t.close());

describe("GET /api/designers", () => {
  it("lists vetted designers only, the best rated first when nothing is chosen", async () => {
    const answer = await page();
    expect(names(answer)).toEqual(["Ben", "Ada", "Cat"]);
    expect(answer).toMatchObject({ total: 3, page: 1, hasMore: false });
    const ada = answer.items.find((item) => item.id === ids.ada);
    expect(ada).toMatchObject({
      name: "Ada Directory",
      specialties: ["Modern", "Japanese"],
      districts: ["Wan Chai"],
      languages: ["Cantonese", "English"],
      budgetMin: 200_000,
      budgetMax: 800_000,
      rating: { average: 4.5, count: 2 },
      designCount: 0,
      coverImageUrl: null,
      matches: { styles: [], languages: [] },
    });
  });

  it("filters by district served, style, language, budget, rating and name", async () => {
    expect(names(await page("district=Wan%20Chai"))).toEqual(["Ben", "Ada"]);
    expect(names(await page("styles=Industrial"))).toEqual(["Cat"]);
    expect(names(await page("languages=Mandarin,Cantonese"))).toEqual(["Ada", "Cat"]);
    expect(names(await page("budget=300000"))).toEqual(["Ben", "Ada"]);
    expect(names(await page("budget=5000000"))).toEqual(["Cat"]);
    expect(names(await page("minRating=4.6"))).toEqual(["Ben"]);
    expect(names(await page("q=ada"))).toEqual(["Ada"]);
    expect((await page("district=Islands")).items).toEqual([]);
  });

  it("sorts by fit to the chosen styles and languages, or by rating", async () => {
    // Ada holds both styles and both languages, Ben one of each: fit puts Ada first, though Ben rates higher.
    const fit = await page("styles=Modern,Japanese&languages=English,Cantonese");
    expect(names(fit)).toEqual(["Ada", "Ben"]);
    expect(fit.items[0]?.matches).toEqual({
      styles: ["Modern", "Japanese"],
      languages: ["Cantonese", "English"],
    });
    expect(fit.items[1]?.matches).toEqual({ styles: ["Modern"], languages: ["English"] });
    expect(names(await page("styles=Modern,Japanese&sort=rating"))).toEqual(["Ben", "Ada"]);
  });

  it("pages on the server without overlap", async () => {
    const first = await page("pageSize=2");
    const second = await page("pageSize=2&page=2");
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2, hasMore: true });
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2, hasMore: false });
    expect([...names(first), ...names(second)]).toEqual(["Ben", "Ada", "Cat"]);
    expect((await page("page=9")).items).toEqual([]);
  });

  it("answers only the public fields: never an e-mail, a phone or the vetting record", async () => {
    const response = await list();
    const allowed: (keyof DirectoryDesigner)[] = [
      "id",
      "name",
      "firstName",
      "lastName",
      "profileImageUrl",
      "bio",
      "bioLang",
      "bioIsFallback",
      "yearsExperience",
      "specialties",
      "districts",
      "languages",
      "budgetMin",
      "budgetMax",
      "rating",
      "designCount",
      "coverImageUrl",
      "matches",
      // What was verified and until when (issue 22 §4); never the document or its number.
      "badges",
      "replyTime",
    ];
    for (const item of response.json<DirectoryPage>().items) {
      expect(Object.keys(item).sort()).toEqual([...allowed].sort());
    }
    expect(response.body).not.toMatch(/@example\.com|9876|isVetted|vettedAt|password|email|phone/i);
  });

  it("shows each bio in the reader's language, else in the other one", async () => {
    const chinese = await page("", { "accept-language": "zh-HK" });
    const byName = new Map(chinese.items.map((item) => [item.firstName, item]));
    expect(byName.get("Ada")).toMatchObject({
      bio: "以木材和光線營造寧靜的家。",
      bioLang: "zh-HK",
      bioIsFallback: false,
    });
    expect(byName.get("Ben")).toMatchObject({
      bio: "Small flats, big storage.",
      bioLang: "en",
      bioIsFallback: true,
    });
    const english = await page("q=ada");
    expect(english.items[0]).toMatchObject({
      bio: "Calm homes around timber and light.",
      bioLang: "en",
      bioIsFallback: false,
    });
  });

  it("refuses filters it does not know with a 400 that says why", async () => {
    for (const [query, message] of [
      ["styles=Baroque", /styles must be among/],
      ["languages=Klingon", /languages must be among/],
      ["district=Atlantis", /district/],
      ["sort=cheapest", /sort must be one of fit, rating/],
      ["minRating=9", /between 1 and 5/],
      ["budget=lots", /budget/],
      ["pageSize=1000", /pageSize must be at most/],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(message);
    }
  });
});
