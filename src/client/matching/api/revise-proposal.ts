import type { ProposalInput } from "#shared/matching/introductions.ts";
import { apiRequest } from "../../app/api.ts";
import { useDesignerAnswer } from "./designer-answer.ts";

/** PUT /api/designer/introductions/:id/proposal, until the homeowner chooses. */
export const useReviseProposal = () =>
  useDesignerAnswer(({ id, proposal }: { id: string; proposal: ProposalInput }) =>
    apiRequest("PUT", `/api/designer/introductions/${id}/proposal`, proposal),
  );
