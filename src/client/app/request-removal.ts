import type { RequestStatus } from "#shared/requests/constants.ts";

/**
 * How a request may be taken away in its status: deleted while only the homeowner and the team have
 * seen it, withdrawn once designers are introduced (they are told and keep a read-only record),
 * neither once a designer is chosen.
 */
export function requestRemoval(status: RequestStatus): "delete" | "withdraw" | null {
  if (status === "submitted" || status === "confirmed") return "delete";
  if (status === "matched") return "withdraw";
  return null;
}
