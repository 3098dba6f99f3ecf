import { formatHkd } from "#shared/designs/money.ts";
import type { Proposal } from "#shared/matching/introductions.ts";

/** 'HK$80,000', or 'HK$80,000 – HK$120,000' for a range. */
export const feeLabel = (proposal: Pick<Proposal, "feeMin" | "feeMax">) =>
  proposal.feeMax === null
    ? formatHkd(proposal.feeMin)
    : `${formatHkd(proposal.feeMin)} – ${formatHkd(proposal.feeMax)}`;
