import type { RequestStatus } from "#shared/requests/constants.ts";
import { canMove, REQUEST_DELETABLE, REQUEST_MOVES } from "#shared/requests/lifecycle.ts";

/**
 * How a request may be taken away in its status: deleted while only the homeowner and the team have
 * seen it, withdrawn once designers are introduced (they are told and keep a read-only record),
 * neither once a designer is chosen or it is withdrawn.
 */
export function requestRemoval(status: RequestStatus): "delete" | "withdraw" | null {
  if (REQUEST_DELETABLE.includes(status)) return "delete";
  if (canMove(REQUEST_MOVES.withdraw, status)) return "withdraw";
  return null;
}
