import { describe, expect, it } from "vitest";
import { RANKING_WEIGHTS, type RankingDesigner, type RankingRequest, rankDesigners } from "./ranking.ts";

/** A Japanese/Minimalist apartment in Wan Chai, HK$300,000–HK$600,000. */
const request: RankingRequest = {
  styles: ["Japanese", "Minimalist"],
  budgetMin: 300_000,
  budgetMax: 600_000,
  district: "Wan Chai",
  propertyType: "Apartment",
};

/** A designer who matches `request` on nothing but budget; each case changes what it names. */
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

/** Everything but style in the request's favour: its district, its property type, no other work. */
const onTheDoorstep: Partial<RankingDesigner> = {
  districts: ["Wan Chai"],
  propertyTypes: ["Apartment"],
  openIntroductions: 0,
};

describe("rankDesigners: who a homeowner would judge the better fit (issue 19 §6)", () => {
  // [the better fit, its profile, the lesser fit, its profile]
  const pairs: [string, Partial<RankingDesigner>, string, Partial<RankingDesigner>][] = [
    [
      "both styles in the portfolio, far away and busy",
      { portfolioStyles: ["Japanese", "Minimalist"], openIntroductions: 2 },
      "no style, on the doorstep",
      onTheDoorstep,
    ],
    [
      "both styles as specialties, far away",
      { specialties: ["Japanese", "Minimalist"] },
      "no style, on the doorstep",
      onTheDoorstep,
    ],
    [
      "one of the two styles as a specialty, far away",
      { specialties: ["Japanese"] },
      "no style, in the district",
      { districts: ["Wan Chai"] },
    ],
    [
      "one of the two styles in the portfolio, far away",
      { portfolioStyles: ["Minimalist"] },
      "no style, in the district and taking apartments",
      { districts: ["Wan Chai"], propertyTypes: ["Apartment"] },
    ],
    [
      "both styles as specialties",
      { specialties: ["Japanese", "Minimalist"] },
      "one style as specialty and portfolio",
      { specialties: ["Japanese"], portfolioStyles: ["Japanese"] },
    ],
    [
      "a style as specialty and in the portfolio",
      { specialties: ["Japanese"], portfolioStyles: ["Japanese"] },
      "the style as specialty only",
      { specialties: ["Japanese"] },
    ],
    [
      "a style as specialty",
      { specialties: ["Japanese"] },
      "the style in the portfolio only",
      { portfolioStyles: ["Japanese"] },
    ],
    [
      "budget covering the request, far away",
      {},
      "budget far above, on the doorstep",
      { ...onTheDoorstep, budgetMin: 2_000_000, budgetMax: 3_000_000 },
    ],
    [
      "budget covering the request",
      { budgetMin: 200_000, budgetMax: 800_000 },
      "budget partly overlapping",
      { budgetMin: 100_000, budgetMax: 400_000 },
    ],
    [
      "budget partly overlapping",
      { budgetMin: 500_000, budgetMax: 1_000_000 },
      "no typical budget",
      { budgetMin: null, budgetMax: null },
    ],
    [
      "no typical budget",
      { budgetMin: null, budgetMax: null },
      "budget just above",
      { budgetMin: 700_000, budgetMax: 900_000 },
    ],
    [
      "budget just above",
      { budgetMin: 700_000, budgetMax: 900_000 },
      "budget far above",
      { budgetMin: 2_000_000, budgetMax: 3_000_000 },
    ],
    ["in the district", { districts: ["Eastern", "Wan Chai"] }, "elsewhere", {}],
    ["taking apartments", { propertyTypes: ["House", "Apartment"] }, "houses only", {}],
    ["free", {}, "with one open introduction", { openIntroductions: 1 }],
    ["with one open introduction", { openIntroductions: 1 }, "with three", { openIntroductions: 3 }],
    [
      "same style, taking apartments, one open introduction",
      { specialties: ["Japanese"], propertyTypes: ["Apartment"], openIntroductions: 1 },
      "same style, houses only, free",
      { specialties: ["Japanese"] },
    ],
  ];
  it.each(
    pairs.map(([better, betterProfile, worse, worseProfile]) => ({
      better,
      betterProfile,
      worse,
      worseProfile,
    })),
  )("$better ranks above $worse", ({ better, betterProfile, worse, worseProfile }) => {
    const ranked = rankDesigners(request, [designer(worse, worseProfile), designer(better, betterProfile)]);
    expect(order(ranked)).toEqual([better, worse]);
    expect(ranked[0]?.score).toBeGreaterThan(ranked[1]?.score ?? 100);
  });

  it("style outweighs district, property type and load together, and budget outweighs district", () => {
    const { style, budget, district, propertyType, load } = RANKING_WEIGHTS;
    expect(style).toBeGreaterThan(district + propertyType + load);
    expect(budget).toBeGreaterThan(district);
    expect(style + budget + district + propertyType + load).toBeCloseTo(1);
  });

  it("gives a designer matching everything 100, and one matching nothing less than 10", () => {
    const best = designer("best", {
      specialties: ["Japanese", "Minimalist"],
      portfolioStyles: ["Japanese", "Minimalist"],
      ...onTheDoorstep,
    });
    const worst = designer("worst", { budgetMin: 5_000_000, budgetMax: 9_000_000, openIntroductions: 50 });
    const [top, bottom] = rankDesigners(request, [worst, best]);
    expect(top).toMatchObject({ designerId: "best", score: 100 });
    expect(bottom?.score).toBeGreaterThanOrEqual(0);
    expect(bottom?.score).toBeLessThan(10);
  });
});

describe("rankDesigners: the budget's words say what a homeowner would (issue 19 §6)", () => {
  // [designer's typical minimum, maximum, the reason shown, or null for no budget reason]
  it.each<[number | null, number | null, string | null]>([
    [300_000, 600_000, "Typical budget HK$300,000–HK$600,000 fits this request"],
    [100_000, 1_000_000, "Typical budget HK$100,000–HK$1,000,000 fits this request"],
    // Two thirds of the request's range or more is "most of it".
    [200_000, 500_000, "Typical budget HK$200,000–HK$500,000 fits this request"],
    [400_000, 700_000, "Typical budget HK$400,000–HK$700,000 fits this request"],
    // A typical range inside the request's: every usual project of theirs is within the homeowner's budget.
    [350_000, 450_000, "Typical budget HK$350,000–HK$450,000 fits this request"],
    [200_000, null, "Typical budget HK$200,000+ fits this request"],
    // The walk's case: HK$100k–400k meets HK$300k–600k for a third of it.
    [100_000, 400_000, "Typical budget HK$100,000–HK$400,000 only partly overlaps this request"],
    [500_000, 1_000_000, "Typical budget HK$500,000–HK$1,000,000 only partly overlaps this request"],
    [550_000, null, "Typical budget HK$550,000+ only partly overlaps this request"],
    [700_000, 900_000, "Typical budget HK$700,000–HK$900,000 is above this request"],
    [100_000, 200_000, "Typical budget HK$100,000–HK$200,000 is below this request"],
    [null, null, null],
  ])("a typical budget of %s to %s reads: %s", (budgetMin, budgetMax, words) => {
    const [only] = rankDesigners(request, [designer("d", { budgetMin, budgetMax })]);
    const budgetReasons = only?.reasons.filter((reason) => reason.startsWith("Typical budget")) ?? [];
    expect(budgetReasons).toEqual(words === null ? [] : [words]);
  });

  it.each<[number | null, number | null, string]>([
    [2_000_000, null, "Typical budget HK$2,000,000+ fits this request"],
    [3_500_000, 5_000_000, "Typical budget HK$3,500,000–HK$5,000,000 fits this request"],
    [1_000_000, 4_000_000, "Typical budget HK$1,000,000–HK$4,000,000 only partly overlaps this request"],
    [500_000, 1_000_000, "Typical budget HK$500,000–HK$1,000,000 is below this request"],
  ])("against an open-ended request from 3,000,000, %s to %s reads: %s", (budgetMin, budgetMax, words) => {
    const open = { ...request, budgetMin: 3_000_000, budgetMax: null };
    const [only] = rankDesigners(open, [designer("d", { budgetMin, budgetMax })]);
    expect(only?.reasons.filter((reason) => reason.startsWith("Typical budget"))).toEqual([words]);
  });

  it("scores a fit above an overlap, an overlap above no budget, no budget above a miss", () => {
    const ranked = rankDesigners(request, [
      designer("far-above", { budgetMin: 2_000_000, budgetMax: 3_000_000 }),
      designer("overlaps", { budgetMin: 100_000, budgetMax: 400_000 }),
      designer("fits", { budgetMin: 200_000, budgetMax: 500_000 }),
      designer("near-above", { budgetMin: 700_000, budgetMax: 900_000 }),
      designer("unknown", { budgetMin: null, budgetMax: null }),
    ]);
    expect(order(ranked)).toEqual(["fits", "overlaps", "unknown", "near-above", "far-above"]);
  });
});

describe("rankDesigners: styles", () => {
  it("names specialties and portfolio styles, and says when none matches", () => {
    const ranked = rankDesigners(request, [
      designer("none"),
      designer("both", { specialties: ["Minimalist", "Japanese"] }),
      designer("portfolio", { portfolioStyles: ["Minimalist", "Industrial"] }),
      designer("mixed", { specialties: ["Minimalist"], portfolioStyles: ["Minimalist", "Japanese"] }),
    ]);
    expect(reasonsOf(ranked, "both")).toContain("Specialises in Japanese and Minimalist");
    expect(reasonsOf(ranked, "portfolio")).toContain("Portfolio shows Minimalist");
    expect(reasonsOf(ranked, "none")).toContain("No matching style in specialties or portfolio");
    // A style already named as a specialty is not repeated as a portfolio reason.
    expect(
      reasonsOf(ranked, "mixed")?.filter((r) => r.includes("Minimalist") || r.includes("Japanese")),
    ).toEqual(["Specialises in Minimalist", "Portfolio shows Japanese"]);
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
});

describe("rankDesigners: the other factors", () => {
  it("names the district either way, and leaves it out when the request has none", () => {
    const ranked = rankDesigners(request, [designer("away"), designer("local", { districts: ["Wan Chai"] })]);
    expect(reasonsOf(ranked, "local")).toContain("Works in Wan Chai");
    expect(reasonsOf(ranked, "away")).toContain("Does not list Wan Chai");
    const noDistrict = { ...request, district: null };
    const either = rankDesigners(noDistrict, [
      designer("a", { districts: ["Wan Chai", "Eastern"] }),
      designer("b", { districts: [] }),
    ]);
    expect(either[0]?.score).toBe(either[1]?.score);
    expect(either.flatMap((r) => r.reasons).some((r) => r.includes("Works in") || r.includes("list"))).toBe(
      false,
    );
  });

  it("names the property type taken on, and how busy each designer is", () => {
    const ranked = rankDesigners(request, [
      designer("busy", { openIntroductions: 2, propertyTypes: ["Apartment"] }),
      designer("one", { openIntroductions: 1 }),
      designer("free"),
    ]);
    expect(reasonsOf(ranked, "busy")).toContain("Takes on Apartment projects");
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
      "Typical budget HK$300,000–HK$600,000 fits this request",
      "Works in Wan Chai",
      "Takes on Apartment projects",
      "Has 3 open introductions",
    ]);
  });

  it("breaks ties the same way whatever the input order: the less busy, then by id", () => {
    const designers = [designer("c"), designer("a"), designer("b")];
    expect(order(rankDesigners(request, designers))).toEqual(["a", "b", "c"]);
    expect(order(rankDesigners(request, designers.toReversed()))).toEqual(["a", "b", "c"]);
  });

  it("ranks nobody when there are no designers", () => {
    expect(rankDesigners(request, [])).toEqual([]);
  });
});
