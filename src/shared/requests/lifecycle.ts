import type { UserRole } from "../auth/roles.ts";
import type { IntroductionStatus } from "../matching/constants.ts";
import type { RequestStatus } from "./constants.ts";

/*
 * The one table of a request's life, its introductions' and its review's: every status change the
 * product makes is a move named here, from the statuses it may start in to the one it ends in, and
 * who may make it. The server writes each move as one conditional write naming `from`, so of two
 * moves racing on the same row only one can succeed; nothing else restates these rules.
 */

export interface Move<Status extends string> {
  from: readonly Status[];
  to: Status;
  /** Who may ask for it; "system" moves follow another move (passing the others when one is chosen). */
  by: readonly (UserRole | "system")[];
}

const move = <Status extends string>(from: readonly Status[], to: Status, by: Move<Status>["by"]) => ({
  from,
  to,
  by,
});

/** While a request is still reviewed by the team, before any designer is introduced. */
export const REQUEST_IN_REVIEW = ["submitted", "confirmed"] as const satisfies readonly RequestStatus[];

export const REQUEST_MOVES = {
  /** The admin's review (spec 2 §4). */
  confirm: move<RequestStatus>(["submitted"], "confirmed", ["admin"]),
  revert: move<RequestStatus>(["confirmed"], "submitted", ["admin"]),
  /** A client's edit (spec 1 §4): only while submitted; it stays 'submitted'. */
  clientEdit: move<RequestStatus>(["submitted"], "submitted", ["client"]),
  /** The first introduction makes it 'matched'; up to 3 designers, added while it is still matched. */
  introduce: move<RequestStatus>([...REQUEST_IN_REVIEW, "matched"], "matched", ["admin"]),
  choose: move<RequestStatus>(["matched"], "in_progress", ["client"]),
  complete: move<RequestStatus>(["in_progress"], "completed", ["client"]),
  /** Designers introduced, none chosen: the request is withdrawn instead of deleted (docs/decisions.md). */
  withdraw: move<RequestStatus>(["matched"], "withdrawn", ["client", "admin"]),
} as const;

/** Deleting is no move but the end of the row: allowed only before any designer is involved. */
export const REQUEST_DELETABLE: readonly RequestStatus[] = REQUEST_IN_REVIEW;

export const INTRODUCTION_MOVES = {
  accept: move<IntroductionStatus>(["pending"], "accepted", ["designer"]),
  decline: move<IntroductionStatus>(["pending"], "declined", ["designer"]),
  /** Revising a proposal keeps the introduction accepted; the write still names the status it expects. */
  revise: move<IntroductionStatus>(["accepted"], "accepted", ["designer"]),
  choose: move<IntroductionStatus>(["accepted"], "chosen", ["client"]),
  pass: move<IntroductionStatus>(["pending", "accepted"], "passed", ["system"]),
  withdraw: move<IntroductionStatus>(["pending", "accepted"], "withdrawn", ["system"]),
  /** Unanswered for 2 business days (shared/matching/reminders.ts): the designer's chance has passed. */
  expire: move<IntroductionStatus>(["pending"], "expired", ["system"]),
} as const;

/** The request statuses in which a designer's answer or revised proposal still counts. */
export const REQUEST_OPEN_TO_ANSWERS: readonly RequestStatus[] = REQUEST_MOVES.choose.from;

/**
 * The introductions whose designer may read the request: its brief, photos, inspirations and their
 * thread. A designer who declined, was passed over or whose request was withdrawn keeps only a
 * record that it existed (issue 18); the homeowner stopped sharing it with them.
 */
export const REQUEST_READABLE_BY_DESIGNER: readonly IntroductionStatus[] = ["pending", "accepted", "chosen"];

/** The introduction whose designer sees the homeowner's full name and contact: the one they chose. */
export const CONTACT_SHARED_WITH: readonly IntroductionStatus[] = ["chosen"];

/** Who may write in a thread, and who may still read it (the client and admins; designers also need the request). */
export const THREAD_WRITABLE: readonly IntroductionStatus[] = ["accepted", "chosen"];
export const THREAD_READABLE: readonly IntroductionStatus[] = [...THREAD_WRITABLE, "withdrawn"];

export const REVIEW_VISIBILITIES = ["shown", "hidden"] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];

export const REVIEW_MOVES = {
  /** One review per request, by its client, once the project is completed. */
  write: {
    requestFrom: ["completed"] as readonly RequestStatus[],
    to: "shown" as ReviewVisibility,
    by: ["client"],
  },
  hide: move<ReviewVisibility>(["shown"], "hidden", ["admin"]),
  show: move<ReviewVisibility>(["hidden"], "shown", ["admin"]),
} as const;

/** Whether a status is where a move may start. */
export const canMove = <Status extends string>(moveOf: Move<Status>, status: Status) =>
  moveOf.from.includes(status);
