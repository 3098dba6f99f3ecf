// The landing page's rules for what it claims, without the claims' schemas: the page reads them on its first
// visit, which must not carry zod.

export const MIN_HOMEOWNERS_SHOWN = 10;
/** Reviews quoted on the landing page: the newest shown ones this good and this long. */
export const TESTIMONIAL_MIN_RATING = 4;
export const TESTIMONIAL_MIN_LENGTH = 40;
export const TESTIMONIALS_SHOWN = 3;

/** "24", or from 100 on the hundreds reached, "300+": a figure that stays true as the count grows. */
export function homeownersFigure(count: number): string {
  return count < 100 ? String(count) : `${Math.floor(count / 100) * 100}+`;
}
