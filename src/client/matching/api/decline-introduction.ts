import { apiRequest } from "../../app/api.ts";
import { useDesignerAnswer } from "./designer-answer.ts";

/** POST /api/designer/introductions/:id/decline. */
export const useDecline = () =>
  useDesignerAnswer((id: string) => apiRequest("POST", `/api/designer/introductions/${id}/decline`));
