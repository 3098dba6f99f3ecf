import type { ProposalInput } from "#shared/matching/introductions.ts";
import { apiRequest } from "../../app/api.ts";
import { useDesignerAnswer } from "./designer-answer.ts";

/** POST /api/designer/introductions/:id/accept with the designer's proposal. */
export const useAccept = () =>
  useDesignerAnswer(({ id, proposal }: { id: string; proposal: ProposalInput }) =>
    apiRequest("POST", `/api/designer/introductions/${id}/accept`, proposal),
  );
