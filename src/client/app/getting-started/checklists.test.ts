import { describe, expect, it } from "vitest";
import type { RequestStatus } from "#shared/requests/constants.ts";
import { designerChecklist, homeownerChecklist, publicProfileParts } from "./checklists.ts";

const complete = {
  firstName: "Mei Ling",
  lastName: "Wong",
  phoneNumber: "+852 9123 4567",
  profileImageUrl: null,
};
const doneKeys = (steps: { key: string; done: boolean }[]) => steps.filter((s) => s.done).map((s) => s.key);
const requests = (...statuses: RequestStatus[]) => statuses.map((status) => ({ status }));

describe("the homeowner's checklist", () => {
  it("ticks nothing for a new account without a phone number", () => {
    expect(doneKeys(homeownerChecklist({ ...complete, phoneNumber: " " }, []))).toEqual([]);
  });

  it("ticks the profile, then the first request, whatever its status", () => {
    expect(doneKeys(homeownerChecklist(complete, []))).toEqual(["profile"]);
    expect(doneKeys(homeownerChecklist(complete, requests("submitted")))).toEqual(["profile", "request"]);
    expect(doneKeys(homeownerChecklist(complete, requests("withdrawn")))).toEqual(["profile", "request"]);
  });

  it("ticks the introduction once designers are introduced, and the choice once one is chosen", () => {
    expect(doneKeys(homeownerChecklist(complete, requests("confirmed", "matched")))).toEqual([
      "profile",
      "request",
      "introduced",
    ]);
    for (const status of ["in_progress", "completed"] as const) {
      expect(doneKeys(homeownerChecklist(complete, requests("submitted", status)))).toEqual([
        "profile",
        "request",
        "introduced",
        "chosen",
      ]);
    }
  });

  it("keeps its steps in order, done or not", () => {
    expect(homeownerChecklist(complete, []).map((step) => step.key)).toEqual([
      "profile",
      "request",
      "introduced",
      "chosen",
    ]);
  });
});

const emptyProfile = {
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
};
const fullProfile = {
  bioEn: "Calm homes for small flats.",
  bioZh: "",
  yearsExperience: 0,
  specialties: ["Japanese" as const],
  districts: ["Sha Tin" as const],
  propertyTypes: ["Apartment" as const],
  languages: ["Cantonese" as const],
  budgetMin: null,
  budgetMax: 400_000,
  isVetted: true,
};

describe("the designer's public profile parts", () => {
  it("counts a part filled only when it says something (a bio of spaces is empty; 0 years is stated)", () => {
    expect(doneKeys(publicProfileParts({ profileImageUrl: null }, { ...emptyProfile, bioEn: "  " }))).toEqual(
      [],
    );
    expect(doneKeys(publicProfileParts({ profileImageUrl: "/uploads/me.jpg" }, fullProfile))).toEqual([
      "photo",
      "bio",
      "yearsExperience",
      "specialties",
      "districts",
      "propertyTypes",
      "languages",
      "budget",
    ]);
  });
});

describe("the designer's checklist", () => {
  const base = { user: complete, profile: emptyProfile, portfolioCount: 0, introductions: [] };

  it("ticks the account alone for a designer who has done nothing else", () => {
    expect(doneKeys(designerChecklist(base))).toEqual(["account"]);
  });

  it("ticks the public profile only when every part is filled, the photo too", () => {
    expect(doneKeys(designerChecklist({ ...base, profile: fullProfile }))).toEqual(["account", "vetted"]);
    expect(
      doneKeys(
        designerChecklist({
          ...base,
          user: { ...complete, profileImageUrl: "/p.jpg" },
          profile: fullProfile,
        }),
      ),
    ).toEqual(["account", "publicProfile", "vetted"]);
  });

  it("ticks the first design, and the first answer once an introduction was answered", () => {
    const answered = designerChecklist({
      ...base,
      portfolioCount: 1,
      introductions: [{ respondedAt: null }, { respondedAt: "2026-11-20T08:00:00.000Z" }],
    });
    expect(doneKeys(answered)).toEqual(["account", "firstDesign", "answered"]);
    expect(doneKeys(designerChecklist({ ...base, introductions: [{ respondedAt: null }] }))).toEqual([
      "account",
    ]);
  });
});
