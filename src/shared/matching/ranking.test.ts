import { describe, expect, it } from "vitest";
import { RANKING_WEIGHTS, type RankingDesigner, type RankingRequest, rankDesigners } from "./ranking.ts";

const request: RankingRequest = {
  styles: ["Japanese", "Minimalist"],
  budgetMin: 300_000,
  budgetMax: 600_000,
  district: "Wan Chai",
  propertyType: "Apartment",
};

/** A designer who matches `request` on nothing but budget; each test changes one thing. */
function designer(id: string, overrides: Partial<RankingDesigner> = {}): RankingDesigner {
  return {
    id,
    specialties: ["Industrial"],
    portfolioStyles: [],
    budgetMin: 300_000,
    budgetMax: 600_000,
    districts: ["Sai Kung"],
    propertyTypes: ["House"],
    openIntroductions: 0,
    ...overrides,
  };
}

const order = (ranked: { designerId: string }[]) => ranked.map((r) => r.designerId);
const reasonsOf = (ranked: { designerId: string; reasons: string[] }[], id: string) =>
  ranked.find((r) => r.designerId === id)?.reasons;

describe("rankDesigners", () => {
  it("weights add up to 1, and scores stay within 0 to 100", () => {
    expect(Object.values(RANKING_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    const best = designer("b", {
      specialties: ["Japanese", "Minimalist"],
      portfolioStyles: ["Japanese", "Minimalist"],
      districts: ["Wan Chai"],
      propertyTypes: ["Apartment"],
    });
    const worst = designer("w", { budgetMin: 5_000_000, budgetMax: 9_000_000, openIntroductions: 50 });
    const [top, bottom] = rankDesigners(request, [worst, best]);
    expect(top).toMatchObject({ designerId: "b", score: 100 });
    expect(bottom?.score).toBeGreaterThanOrEqual(0);
    expect(bottom?.score).toBeLessThan(10);
  });

  it("puts designers specialising in more of the requested styles first", () => {
    const ranked = rankDesigners(request, [
      designer("none"),
      designer("both", { specialties: ["Minimalist", "Japanese"] }),
      designer("one", { specialties: ["Japanese", "Modern"] }),
    ]);
    expect(order(ranked)).toEqual(["both", "one", "none"]);
    expect(reasonsOf(ranked, "both")).toContain("Specialises in Japanese and Minimalist");
    expect(reasonsOf(ranked, "one")).toContain("Specialises in Japanese");
    expect(reasonsOf(ranked, "none")).toContain("No matching style in specialties or portfolio");
  });

  it("counts portfolio styles, less than a declared specialty", () => {
    const ranked = rankDesigners(request, [
      designer("none"),
      designer("portfolio", { portfolioStyles: ["Minimalist", "Industrial"] }),
      designer("specialty", { specialties: ["Minimalist"] }),
      designer("both", { specialties: ["Minimalist"], portfolioStyles: ["Minimalist"] }),
    ]);
    expect(order(ranked)).toEqual(["both", "specialty", "portfolio", "none"]);
    expect(reasonsOf(ranked, "portfolio")).toContain("Portfolio shows Minimalist");
    // A style already named as a specialty is not repeated as a portfolio reason.
    expect(reasonsOf(ranked, "both")?.filter((r) => r.includes("Minimalist"))).toEqual([
      "Specialises in Minimalist",
    ]);
  });

  it("ignores 'Not Sure' next to real styles", () => {
    const withNotSure = { ...request, styles: ["Not Sure", "Japanese"] };
    const ranked = rankDesigners(withNotSure, [
      designer("other"),
      designer("japanese", { specialties: ["Japanese"] }),
    ]);
    expect(order(ranked)).toEqual(["japanese", "other"]);
    expect(ranked[0]?.reasons).toContain("Specialises in Japanese");
    expect(ranked.flatMap((r) => r.reasons).join(" ")).not.toContain("Not Sure");
  });

  it("with only 'Not Sure', style is neutral: designers are told apart by the rest", () => {
    const notSure = { ...request, styles: ["Not Sure"] };
    const styled = designer("styled", { specialties: ["Japanese", "Minimalist", "Modern"] });
    const plain = designer("plain", { specialties: [] });
    const [a, b] = rankDesigners(notSure, [styled, plain]);
    expect(a?.score).toBe(b?.score);
    expect(a?.reasons.some((r) => r.startsWith("Specialises") || r.startsWith("No matching style"))).toBe(
      false,
    );
    const local = designer("local", { districts: ["Wan Chai"] });
    expect(order(rankDesigners(notSure, [styled, local]))[0]).toBe("local");
  });

  it("prefers a typical budget that covers more of the request's, and a near miss over a far one", () => {
    const ranked = rankDesigners(request, [
      designer("far-above", { budgetMin: 2_000_000, budgetMax: 3_000_000 }),
      designer("partial", { budgetMin: 500_000, budgetMax: 1_000_000 }),
      designer("covers", { budgetMin: 100_000, budgetMax: 1_000_000 }),
      designer("near-above", { budgetMin: 700_000, budgetMax: 900_000 }),
      designer("unknown", { budgetMin: null, budgetMax: null }),
    ]);
    expect(order(ranked)).toEqual(["covers", "partial", "unknown", "near-above", "far-above"]);
    expect(reasonsOf(ranked, "covers")).toContain("Typical budget fits HK$100,000–HK$1,000,000");
    expect(reasonsOf(ranked, "near-above")).toContain(
      "Typical budget HK$700,000–HK$900,000 is above this request",
    );
    expect(reasonsOf(ranked, "unknown")?.some((r) => r.includes("budget"))).toBe(false);
  });

  it("reads an open maximum as no upper limit, on either side", () => {
    const openRequest = { ...request, budgetMin: 3_000_000, budgetMax: null };
    const ranked = rankDesigners(openRequest, [
      designer("below", { budgetMin: 500_000, budgetMax: 1_000_000 }),
      designer("open", { budgetMin: 2_000_000, budgetMax: null }),
      designer("reaches", { budgetMin: 1_000_000, budgetMax: 4_000_000 }),
    ]);
    expect(order(ranked)).toEqual(["open", "reaches", "below"]);
    expect(reasonsOf(ranked, "open")).toContain("Typical budget fits HK$2,000,000+");
    expect(reasonsOf(ranked, "below")).toContain(
      "Typical budget HK$500,000–HK$1,000,000 is below this request",
    );
    // A designer open at the top fits a closed request that starts above their minimum.
    expect(
      reasonsOf(rankDesigners(request, [designer("open", { budgetMin: 200_000, budgetMax: null })]), "open"),
    ).toContain("Typical budget fits HK$200,000+");
  });

  it("puts designers serving the request's district first", () => {
    const ranked = rankDesigners(request, [
      designer("away"),
      designer("local", { districts: ["Eastern", "Wan Chai"] }),
    ]);
    expect(order(ranked)).toEqual(["local", "away"]);
    expect(reasonsOf(ranked, "local")).toContain("Works in Wan Chai");
    expect(reasonsOf(ranked, "away")).toContain("Does not list Wan Chai");
  });

  it("without a district on the request, districts do not count", () => {
    const noDistrict = { ...request, district: null };
    const ranked = rankDesigners(noDistrict, [
      designer("a", { districts: ["Wan Chai", "Eastern"] }),
      designer("b", { districts: [] }),
    ]);
    expect(ranked[0]?.score).toBe(ranked[1]?.score);
    expect(ranked.flatMap((r) => r.reasons).some((r) => r.includes("Works in") || r.includes("list"))).toBe(
      false,
    );
  });

  it("puts designers who take on the property type first", () => {
    const ranked = rankDesigners(request, [
      designer("houses"),
      designer("flats", { propertyTypes: ["House", "Apartment"] }),
    ]);
    expect(order(ranked)).toEqual(["flats", "houses"]);
    expect(reasonsOf(ranked, "flats")).toContain("Takes on Apartment projects");
  });

  it("puts less busy designers first, and says how busy each is", () => {
    const ranked = rankDesigners(request, [
      designer("busy", { openIntroductions: 2 }),
      designer("free", { openIntroductions: 0 }),
      designer("one", { openIntroductions: 1 }),
    ]);
    expect(order(ranked)).toEqual(["free", "one", "busy"]);
    expect(reasonsOf(ranked, "busy")).toContain("Has 2 open introductions");
    expect(reasonsOf(ranked, "one")).toContain("Has 1 open introduction");
    expect(reasonsOf(ranked, "free")).toContain("No open introductions");
  });

  it("gives reasons in the order of the factors' weight", () => {
    const [only] = rankDesigners(request, [
      designer("d", {
        specialties: ["Japanese"],
        portfolioStyles: ["Minimalist"],
        districts: ["Wan Chai"],
        propertyTypes: ["Apartment"],
        openIntroductions: 3,
      }),
    ]);
    expect(only?.reasons).toEqual([
      "Specialises in Japanese",
      "Portfolio shows Minimalist",
      "Typical budget fits HK$300,000–HK$600,000",
      "Works in Wan Chai",
      "Takes on Apartment projects",
      "Has 3 open introductions",
    ]);
  });

  it("breaks ties the same way whatever the input order: the less busy, then by id", () => {
    const designers = [designer("c"), designer("a"), designer("b")];
    expect(order(rankDesigners(request, designers))).toEqual(["a", "b", "c"]);
    expect(order(rankDesigners(request, designers.toReversed()))).toEqual(["a", "b", "c"]);
    // 'x' loses 5 points of load but wins 10 on property type: the score decides, not the tie-break.
    const ranked = rankDesigners(request, [
      designer("y"),
      designer("x", { openIntroductions: 1, propertyTypes: ["Apartment"] }),
    ]);
    expect(order(ranked)).toEqual(["x", "y"]);
  });

  it("ranks nobody when there are no designers", () => {
    expect(rankDesigners(request, [])).toEqual([]);
  });
});
