import { apiRequest } from "../../app/api.ts";
import { useClientStep } from "./client-step.ts";

/** POST /api/introductions/:id/choose: the request goes in progress, the other designers are passed over. */
export const useChoose = (requestId: string) =>
  useClientStep(requestId, (introductionId: string) =>
    apiRequest("POST", `/api/introductions/${introductionId}/choose`),
  );
