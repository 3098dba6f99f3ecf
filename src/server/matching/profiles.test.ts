import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDesigner } from "#shared/admin/users.ts";
import type { Design, DesignPage } from "#shared/designs/design.ts";
import type { OwnDesignerProfile, PublicDesignerProfile } from "#shared/matching/profile.ts";
import { insertDesign } from "../designs/service.ts";
import { injectAs, type Method } from "../test-support/inject.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";
import { listVettedDesigners } from "./profiles.ts";

let t: TestApp;
let designer: SignedIn;
let admin: SignedIn;
let client: SignedIn;

const profile = {
  bioEn: "  A small studio in Sheung Wan: calm, light-filled flats with built-in joinery.  ",
  yearsExperience: 12,
  specialties: ["Minimalist", "Modern", "Modern"],
  districts: ["Wan Chai", "Central and Western"],
  propertyTypes: ["Apartment"],
  budgetMin: 200_000,
  budgetMax: 800_000,
};

beforeAll(async () => {
  t = await createTestApp();
  designer = await signedInUser(t, "designer", { firstName: "Chloe", lastName: "Wong" });
  admin = await signedInUser(t, "admin");
  client = await signedInUser(t, "client");
});
afterAll(() => t.close());

const call = (method: Method, url: string, who?: SignedIn | null, payload?: object) =>
  injectAs(t, method, url, who, payload);

const vet = (id: string, isVetted: boolean) =>
  call("PATCH", `/api/admin/designers/${id}/vetting`, admin, { isVetted });

describe("a designer's own profile", () => {
  it("starts empty and un-vetted, then is created on the first save, cleaned and in list order", async () => {
    const fresh = await signedInUser(t, "designer");
    const empty = await call("GET", "/api/designer/profile", fresh);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      designerId: fresh.user.id,
      bioEn: "",
      bioZh: "",
      yearsExperience: null,
      specialties: [],
      districts: [],
      propertyTypes: [],
      languages: [],
      budgetMin: null,
      budgetMax: null,
      isVetted: false,
    });

    const saved = await call("PUT", "/api/designer/profile", fresh, profile);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      bioEn: profile.bioEn.trim(),
      specialties: ["Modern", "Minimalist"],
      districts: ["Central and Western", "Wan Chai"],
      isVetted: false,
    });
    const again = await call("GET", "/api/designer/profile", fresh);
    expect(again.json<OwnDesignerProfile>()).toEqual(saved.json());
  });

  it("accepts form strings, blank as not stated, and an open maximum", async () => {
    const response = await call("PUT", "/api/designer/profile", designer, {
      ...profile,
      yearsExperience: "",
      budgetMin: "300000",
      budgetMax: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ yearsExperience: null, budgetMin: 300_000, budgetMax: null });
  });

  it.each([
    [{ bioEn: "x".repeat(2001) }, "Please keep your bio under 2,000 characters"],
    [{ yearsExperience: 61 }, "Years of experience must be a whole number from 0 to 60"],
    [{ yearsExperience: 2.5 }, "Years of experience must be a whole number from 0 to 60"],
    [{ specialties: ["Baroque"] }, "Please choose specialties from the catalogue's styles"],
    [{ districts: ["Shenzhen"] }, "Please choose districts from the list of Hong Kong districts"],
    [{ propertyTypes: ["Castle"] }, "Please choose property types from the list"],
    [{ budgetMin: -1 }, "Budgets are whole Hong Kong dollars"],
    [{ budgetMin: 500_000, budgetMax: 400_000 }, "The maximum budget must not be below the minimum"],
  ])("refuses %j", async (change, message) => {
    const response = await call("PUT", "/api/designer/profile", designer, { ...profile, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it("is the designer's own: clients and admins are refused", async () => {
    expect((await call("GET", "/api/designer/profile", client)).statusCode).toBe(403);
    expect((await call("PUT", "/api/designer/profile", admin, profile)).statusCode).toBe(403);
    expect((await call("GET", "/api/designer/profile")).statusCode).toBe(401);
  });
});

describe("vetting and the public page", () => {
  let portfolioItem: string;
  beforeAll(async () => {
    await call("PUT", "/api/designer/profile", designer, profile);
    portfolioItem = await insertDesign(
      t.database.db,
      {
        designerId: designer.user.id,
        titleEn: "Harbour-view flat",
        descriptionEn: "Oak joinery and a hidden study.",
        styles: ["Modern"],
        budgetMin: 100_000,
        budgetMax: 300_000,
      },
      [],
    );
  });

  it("keeps an un-vetted designer's page not found, for everyone", async () => {
    for (const who of [undefined, client, admin]) {
      const response = await call("GET", `/api/designers/${designer.user.id}`, who);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Designer not found" });
    }
    expect((await call("GET", "/api/designers/not-a-uuid")).statusCode).toBe(404);
    expect((await call("GET", `/api/designers/${client.user.id}`)).statusCode).toBe(404);
  });

  it("shows a vetted designer's profile, rating and portfolio to visitors", async () => {
    const vetted = await vet(designer.user.id, true);
    expect(vetted.statusCode, vetted.body).toBe(200);
    expect(vetted.json()).toMatchObject({ designerId: designer.user.id, isVetted: true });

    const response = await call("GET", `/api/designers/${designer.user.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<PublicDesignerProfile>();
    expect(page).toMatchObject({
      id: designer.user.id,
      name: "Chloe Wong",
      firstName: "Chloe",
      profileImageUrl: null,
      bio: profile.bioEn.trim(),
      bioLang: "en",
      bioIsFallback: false,
      yearsExperience: 12,
      specialties: ["Modern", "Minimalist"],
      budgetMin: 200_000,
      budgetMax: 800_000,
      isVetted: true,
      rating: { average: null, count: 0 },
      reviews: [],
    });
    expect(page.portfolio.map((design: Design) => design.id)).toEqual([portfolioItem]);
    expect(JSON.stringify(page)).not.toContain(designer.user.email);
  });

  it("marks the designer vetted on catalogue designs, and un-vetting hides the page again", async () => {
    const list = await call("GET", "/api/portfolio");
    const design = list.json<DesignPage>().items.find((item) => item.id === portfolioItem);
    expect(design?.designer).toEqual({
      id: designer.user.id,
      name: "Chloe Wong",
      isVetted: true,
      rating: { average: null, count: 0 },
    });

    expect((await vet(designer.user.id, false)).json()).toMatchObject({ isVetted: false });
    expect((await call("GET", `/api/designers/${designer.user.id}`)).statusCode).toBe(404);
    const after = await call("GET", `/api/portfolio/${portfolioItem}`);
    expect(after.json<Design>().designer.isVetted).toBe(false);
    // The designer's own fields survive being un-vetted.
    expect((await call("GET", "/api/designer/profile", designer)).json()).toMatchObject({
      bioEn: profile.bioEn.trim(),
      isVetted: false,
    });
  });

  it("vets a designer who never saved a profile, and the admin's list says so", async () => {
    const newcomer = await signedInUser(t, "designer");
    const listed = async () => {
      const list = await call("GET", "/api/admin/users?role=designer", admin);
      return list.json<{ items: AdminDesigner[] }>().items.find((entry) => entry.id === newcomer.user.id);
    };
    expect(await listed()).toMatchObject({ isVetted: false });
    expect((await vet(newcomer.user.id, true)).json()).toMatchObject({
      bioEn: "",
      bioZh: "",
      isVetted: true,
    });
    expect((await call("GET", `/api/designers/${newcomer.user.id}`)).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ isVetted: true });
  });

  it("lets only admins vet, and only designers", async () => {
    const path = `/api/admin/designers/${designer.user.id}/vetting`;
    expect((await call("PATCH", path, designer, { isVetted: true })).statusCode).toBe(403);
    expect((await call("PATCH", path, client, { isVetted: true })).statusCode).toBe(403);
    expect((await vet(client.user.id, true)).statusCode).toBe(404);
    expect((await vet("00000000-0000-4000-8000-000000000009", true)).statusCode).toBe(404);
    const bad = await call("PATCH", path, admin, { isVetted: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "isVetted must be true or false" });
  });

  it("shows admins any designer's profile", async () => {
    const response = await call("GET", `/api/admin/designers/${designer.user.id}/profile`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ designerId: designer.user.id, yearsExperience: 12 });
    expect((await call("GET", `/api/admin/designers/${client.user.id}/profile`, admin)).statusCode).toBe(404);
  });
});

describe("listVettedDesigners", () => {
  it("lists every vetted designer with the fields the suggestions rank on", async () => {
    const one = await signedInUser(t, "designer", { firstName: "Aaron", lastName: "Ip" });
    const other = await signedInUser(t, "designer", { firstName: "Zoe", lastName: "Yip" });
    await call("PUT", "/api/designer/profile", one, profile);
    await call("PUT", "/api/designer/profile", other, profile);
    await vet(one.user.id, true);

    const vetted = await listVettedDesigners(t.database.db);
    const ids = vetted.map((entry) => entry.id);
    expect(ids).toContain(one.user.id);
    expect(ids).not.toContain(other.user.id);
    expect(vetted.find((entry) => entry.id === one.user.id)).toEqual({
      id: one.user.id,
      firstName: "Aaron",
      lastName: "Ip",
      email: one.user.email,
      name: "Aaron Ip",
      bioEn: profile.bioEn.trim(),
      bioZh: "",
      yearsExperience: 12,
      specialties: ["Modern", "Minimalist"],
      districts: ["Central and Western", "Wan Chai"],
      propertyTypes: ["Apartment"],
      languages: [],
      budgetMin: 200_000,
      budgetMax: 800_000,
    });
  });
});
