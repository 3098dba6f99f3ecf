import { englishMessages } from "../i18n/index.ts";
import { BUDGET_TOP } from "../requests/constants.ts";

/** What the ranking reads of a request. Budgets in whole HK$; budgetMax null = open-ended. */
export interface RankingRequest {
  styles: readonly string[];
  budgetMin: number;
  budgetMax: number | null;
  district: string | null;
  propertyType: string;
}

/** What the ranking reads of a vetted designer. */
export interface RankingDesigner {
  id: string;
  specialties: readonly string[];
  /** Styles of the designer's catalogue designs. */
  portfolioStyles: readonly string[];
  budgetMin: number | null;
  budgetMax: number | null;
  districts: readonly string[];
  propertyTypes: readonly string[];
  /** Introductions still pending or accepted, on any request. */
  openIntroductions: number;
}

export interface RankedDesigner {
  designerId: string;
  /** 0 to 100. */
  score: number;
  reasons: string[];
}

/**
 * How much each factor counts (they add up to 1), as a homeowner would judge a fit (issue 19 §6).
 * Style leads: it is what the homeowner chose and what the catalogue shows. It outweighs district,
 * property type and load together, so a designer matching the styles is never passed over for a
 * nearer one matching none (even one style of two outweighs district and property type). Budget next, as a mismatch there ends projects. Hong Kong is small and
 * designers work across it, so the district counts little; the kind of property as much; how busy
 * the designer already is least (the admin sees it in the reasons).
 */
export const RANKING_WEIGHTS = {
  style: 0.5,
  budget: 0.3,
  district: 0.08,
  propertyType: 0.08,
  load: 0.04,
} as const;

/** The style the homeowner leaves to the designer; it says nothing about fit. */
const NOT_SURE = "Not Sure";
/** A factor that cannot tell designers apart (nothing to compare) scores the same for everyone. */
const NEUTRAL = 0.5;
/**
 * What one requested style earns: declared and shown in the catalogue is full proof; a declared
 * specialty alone counts a little more than designs that happen to show it.
 */
const STYLE_CREDIT = { both: 1, specialty: 0.8, portfolio: 0.7 } as const;
/** A designer without a typical budget ranks below any overlap and above any miss. */
const UNKNOWN_BUDGET = 0.35;
/** Any overlap scores at least this; a miss at most `MISS_CEILING`, more the nearer it is. */
const OVERLAP_FLOOR = 0.4;
const MISS_CEILING = 0.3;
/**
 * A typical budget "fits" when the two ranges share at least this part of the narrower one: most
 * of the request's range, or most of the designer's when theirs lies within the request's.
 */
const FITS_SHARE = { numerator: 2, denominator: 3 } as const;

type Reasons = typeof englishMessages.matching.suggestions.reasons;

interface Factor {
  value: number;
  reasons: string[];
}

function styleFactor(request: RankingRequest, designer: RankingDesigner, words: Reasons): Factor {
  const wanted = request.styles.filter((style) => style !== NOT_SURE);
  if (wanted.length === 0) return { value: NEUTRAL, reasons: [] };
  const specialised = wanted.filter((style) => designer.specialties.includes(style));
  const shown = wanted.filter((style) => designer.portfolioStyles.includes(style));
  const shownOnly = shown.filter((style) => !specialised.includes(style));
  const credit = (style: string) => {
    const declared = specialised.includes(style);
    const inPortfolio = shown.includes(style);
    if (declared) return inPortfolio ? STYLE_CREDIT.both : STYLE_CREDIT.specialty;
    return inPortfolio ? STYLE_CREDIT.portfolio : 0;
  };
  const value = wanted.reduce((sum, style) => sum + credit(style), 0) / wanted.length;
  const reasons: string[] = [];
  if (specialised.length > 0) reasons.push(words.specialises(specialised));
  if (shownOnly.length > 0) reasons.push(words.portfolioShows(shownOnly));
  if (reasons.length === 0) reasons.push(words.noStyleMatch);
  return { value, reasons };
}

/**
 * How well the designer's typical budget and the request's agree: the share of the narrower range
 * that both cover (so a typical range inside the request's fits, as every usual project of theirs
 * is within the homeowner's budget). An open maximum stands for twice the highest amount in play
 * (at least HK$3,000,000), so open ranges compare like closed ones.
 */
function budgetFactor(request: RankingRequest, designer: RankingDesigner, words: Reasons): Factor {
  if (designer.budgetMin === null && designer.budgetMax === null)
    return { value: UNKNOWN_BUDGET, reasons: [] };
  const finite = [request.budgetMin, request.budgetMax, designer.budgetMin, designer.budgetMax].filter(
    (n): n is number => n !== null,
  );
  const top = 2 * Math.max(BUDGET_TOP, ...finite);
  const wantLo = request.budgetMin;
  const wantHi = request.budgetMax ?? top;
  const offerLo = designer.budgetMin ?? 0;
  const offerHi = designer.budgetMax ?? top;
  const shown = [designer.budgetMin, designer.budgetMax] as const;
  if (offerLo > wantHi) {
    return { value: MISS_CEILING * (wantHi / offerLo), reasons: [words.budgetAbove(...shown)] };
  }
  if (offerHi < wantLo) {
    return { value: MISS_CEILING * (offerHi / wantLo), reasons: [words.budgetBelow(...shown)] };
  }
  const shared = Math.min(wantHi, offerHi) - Math.max(wantLo, offerLo);
  const narrower = Math.min(wantHi - wantLo, offerHi - offerLo);
  const share = narrower === 0 ? 1 : shared / narrower;
  // Whole HK$ on both sides: compared without division, so two thirds exactly is a fit.
  const fits = shared * FITS_SHARE.denominator >= narrower * FITS_SHARE.numerator;
  return {
    value: OVERLAP_FLOOR + (1 - OVERLAP_FLOOR) * share,
    reasons: [fits ? words.budgetFits(...shown) : words.budgetOverlaps(...shown)],
  };
}

function districtFactor(request: RankingRequest, designer: RankingDesigner, words: Reasons): Factor {
  if (!request.district) return { value: NEUTRAL, reasons: [] };
  return designer.districts.includes(request.district)
    ? { value: 1, reasons: [words.worksIn(request.district)] }
    : { value: 0, reasons: [words.notIn(request.district)] };
}

function propertyTypeFactor(request: RankingRequest, designer: RankingDesigner, words: Reasons): Factor {
  return designer.propertyTypes.includes(request.propertyType)
    ? { value: 1, reasons: [words.propertyType(request.propertyType)] }
    : { value: 0, reasons: [] };
}

/** Each open introduction halves the room left: 0 → 1, 1 → 0.5, 3 → 0.25. */
function loadFactor(designer: RankingDesigner, words: Reasons): Factor {
  return {
    value: 1 / (1 + designer.openIntroductions),
    reasons: [words.openIntroductions(designer.openIntroductions)],
  };
}

/**
 * Vetted designers ordered for a request, best first, each with a score out of 100 and the reasons
 * behind it in words. Equal scores go to the less busy designer, then by id, so the order never
 * depends on the input's.
 */
export function rankDesigners(
  request: RankingRequest,
  designers: readonly RankingDesigner[],
  words: Reasons = englishMessages.matching.suggestions.reasons,
): RankedDesigner[] {
  const ranked = designers.map((designer) => {
    const factors: [number, Factor][] = [
      [RANKING_WEIGHTS.style, styleFactor(request, designer, words)],
      [RANKING_WEIGHTS.budget, budgetFactor(request, designer, words)],
      [RANKING_WEIGHTS.district, districtFactor(request, designer, words)],
      [RANKING_WEIGHTS.propertyType, propertyTypeFactor(request, designer, words)],
      [RANKING_WEIGHTS.load, loadFactor(designer, words)],
    ];
    const total = factors.reduce((sum, [weight, factor]) => sum + weight * factor.value, 0);
    return {
      designerId: designer.id,
      score: Math.round(total * 100),
      reasons: factors.flatMap(([, factor]) => factor.reasons),
      open: designer.openIntroductions,
    };
  });
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      a.open - b.open ||
      (a.designerId < b.designerId ? -1 : a.designerId > b.designerId ? 1 : 0),
  );
  return ranked.map(({ designerId, score, reasons }) => ({ designerId, score, reasons }));
}
