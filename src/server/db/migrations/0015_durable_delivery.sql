-- Durable background work (issue 21 §2, §3, §5): the operator's log of every mail and push, and the
-- reminders the system has already acted on. The job queue's own tables (schema "pgboss") are made and
-- upgraded by pg-boss itself when the database is migrated (src/server/lib/jobs/install.ts).
CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "deliveries_state_check" CHECK ("deliveries"."state" in ('queued', 'sending', 'retrying', 'sent', 'failed'))
);--> statement-breakpoint
CREATE INDEX "deliveries_created_idx" ON "deliveries" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deliveries_state_idx" ON "deliveries" USING btree ("state","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE TABLE "sent_reminders" (
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_reminders_kind_subject_id_pk" PRIMARY KEY("kind","subject_id")
);
