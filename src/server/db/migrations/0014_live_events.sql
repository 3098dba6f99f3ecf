-- The live marketplace (issue 21): the events every signed-in tab's stream is sent, kept a short while so a
-- stream that reconnects with Last-Event-ID is sent what it missed, and so a server process whose LISTEN
-- connection dropped catches up from the last id it saw. Rows are pruned after minutes (lib/events/prune.ts).
CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"kind" text NOT NULL,
	"user_ids" uuid[] DEFAULT '{}' NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
