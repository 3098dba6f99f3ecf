import type { DeclineReason } from "#shared/matching/decline.ts";
import { apiRequest } from "../../app/api.ts";
import { useDesignerAnswer } from "./designer-answer.ts";

/** POST /api/designer/introductions/:id/decline, saying why (the admins read it on the desk). */
export const useDecline = () =>
  useDesignerAnswer(({ id, reason, note }: { id: string; reason: DeclineReason; note: string }) =>
    apiRequest("POST", `/api/designer/introductions/${id}/decline`, { reason, note }),
  );
