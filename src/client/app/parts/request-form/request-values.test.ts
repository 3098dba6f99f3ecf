import { describe, expect, it } from "vitest";
import { type DesignRequest, newRequestSchema, requestUpdateSchema } from "#shared/requests/schema.ts";
import { EMPTY_REQUEST, fromRequest, requestDraftKey } from "./request-values.ts";

const INSPIRATION = "6f1c2b8e-3d7a-4a55-9a0e-2f4b5c6d7e8f";
const WISHED = "7a2d3c9f-4e8b-4b66-8a1f-3a5c6d7e8f90";

const saved: DesignRequest = {
  id: "0d4f3a4e-8b1c-4d2e-9f00-1a2b3c4d5e6f",
  clientId: "c1",
  client: null,
  status: "submitted",
  propertyAddress: "Flat 12B, Harbour Heights, 5 Fook Yum Road",
  propertyType: "Apartment",
  projectType: "Full Design",
  homeStatus: null,
  designStyle: ["Modern", "Japanese"],
  budget: { min: "HK$200,000", max: "HK$3,000,000+" },
  budgetMin: 200_000,
  budgetMax: null,
  description: "A calm family flat with storage for two children and a small study corner.",
  mobileNumber: "+852 9123 4567",
  squareFootage: 850,
  hasContractor: true,
  contractorNames: "Lee Brothers Works",
  hasPastCollaborations: false,
  pastCollaborationNames: null,
  images: [],
  inspirations: [{ id: INSPIRATION, title: "Quiet oak", imageUrl: null }],
  wishedDesigners: [{ id: WISHED, name: "Chloe Wong" }],
  createdAt: "2026-01-05T02:00:00.000Z",
  updatedAt: "2026-01-05T02:00:00.000Z",
  dueAt: null,
  district: "Eastern",
};

describe("fromRequest", () => {
  it("gives form values that the API reads back as the same request", () => {
    const values = fromRequest(saved);
    // What the form's inputs hold: text, never null.
    expect(values).toMatchObject({ homeStatus: "", squareFootage: "850", pastCollaborationNames: "" });
    const payload = newRequestSchema().parse(values);
    expect(payload).toEqual({
      propertyAddress: saved.propertyAddress,
      propertyType: "Apartment",
      projectType: "Full Design",
      homeStatus: null,
      district: "Eastern",
      budget: { min: 200_000, max: null },
      designStyle: ["Modern", "Japanese"],
      description: saved.description,
      mobileNumber: expect.any(String),
      squareFootage: 850,
      hasContractor: true,
      contractorNames: "Lee Brothers Works",
      hasPastCollaborations: false,
      pastCollaborationNames: null,
      agreedToTerms: true,
      inspirationDesignIds: [INSPIRATION],
      wishedDesignerIds: [WISHED],
    });
    expect(requestUpdateSchema().parse(values)).toMatchObject({ budget: { min: 200_000, max: null } });
  });

  it("names typed before unticking their box are not sent", () => {
    const values = { ...fromRequest(saved), hasContractor: false };
    expect(newRequestSchema().parse(values).contractorNames).toBeNull();
  });
});

describe("EMPTY_REQUEST", () => {
  it("starts at the spec's default budget and cannot be sent as it is", () => {
    expect(EMPTY_REQUEST.budget).toEqual({
      min: expect.stringMatching(/^HK\$[\d,]+$/),
      max: expect.any(String),
    });
    const result = newRequestSchema().safeParse(EMPTY_REQUEST);
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    for (const required of [
      "propertyAddress",
      "propertyType",
      "projectType",
      "designStyle",
      "agreedToTerms",
    ]) {
      expect(fields).toContain(required);
    }
    // Optional choices left empty are not errors.
    expect(fields).not.toContain("homeStatus");
    expect(fields).not.toContain("district");
  });
});

describe("requestDraftKey", () => {
  it("keeps one draft per user and per request, and one for a new request", () => {
    const keys = new Set([
      requestDraftKey("u1", null),
      requestDraftKey("u2", null),
      requestDraftKey("u1", "r1"),
      requestDraftKey(undefined, null),
    ]);
    expect(keys.size).toBe(4);
    expect(requestDraftKey("u1", "r1")).toBe(requestDraftKey("u1", "r1"));
  });
});
