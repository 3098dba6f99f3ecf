/**
 * The designers the homeowner asked for, ahead of everyone else, each with `reason` as their first
 * reason. A key of its own above the ranking's score: the weights order each group, the wish the
 * groups, so neither changes the other.
 */
export function wishedFirst<T extends { designerId: string; reasons: string[] }>(
  ranked: readonly T[],
  wishedIds: readonly string[],
  reason: string,
): T[] {
  const wished = new Set(wishedIds);
  const asked = ranked
    .filter((designer) => wished.has(designer.designerId))
    .map((designer) => ({ ...designer, reasons: [reason, ...designer.reasons] }));
  return [...asked, ...ranked.filter((designer) => !wished.has(designer.designerId))];
}
