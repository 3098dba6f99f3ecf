import { apiRequest } from "../../app/api.ts";
import { useClientStep } from "./client-step.ts";

/** POST /api/forms/:id/complete: the project is done and its designer can be reviewed. */
export const useComplete = (requestId: string) =>
  useClientStep(requestId, () => apiRequest("POST", `/api/forms/${encodeURIComponent(requestId)}/complete`));
