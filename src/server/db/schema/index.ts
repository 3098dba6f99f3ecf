export * from "./contact-messages.ts";
export * from "./design-requests.ts";
export * from "./designs.ts";
export * from "./outbox-emails.ts";
export * from "./rate-limit-counters.ts";
export * from "./saved-designs.ts";
export * from "./sessions.ts";
export * from "./users.ts";
