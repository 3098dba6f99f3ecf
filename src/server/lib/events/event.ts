/**
 * An event for live streams: who it is for (users by id, and every user of the roles named), its kind
 * and a few ids. It says that something changed, never what: each reader learns that from what they may see.
 */
export interface LiveEvent {
  /** The order events were written in (a bigserial): streams resume after the last one they were sent. */
  id: number;
  kind: string;
  userIds: readonly string[];
  roles: readonly string[];
  data: Readonly<Record<string, unknown>>;
}

export type NewLiveEvent = Omit<LiveEvent, "id" | "roles" | "data"> & {
  roles?: readonly string[];
  data?: Record<string, unknown>;
};

/** The NOTIFY channel every server process listens on. */
export const LIVE_CHANNEL = "nestmatch_live";

/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more; a larger event is sent as its id alone. */
export const NOTIFY_PAYLOAD_LIMIT = 7_900;

/** A payload as it was sent: the whole event, or only its id; null for one that is not ours (its reader reports it). */
export function readPayload(payload: string): LiveEvent | { id: number } | null {
  try {
    const parsed = JSON.parse(payload) as Partial<LiveEvent>;
    if (typeof parsed.id !== "number") return null;
    if (typeof parsed.kind !== "string") return { id: parsed.id };
    return {
      id: parsed.id,
      kind: parsed.kind,
      userIds: parsed.userIds ?? [],
      roles: parsed.roles ?? [],
      data: parsed.data ?? {},
    };
  } catch {
    return null;
  }
}
