-- The admin's analytics (issue 22 §1). A business-hours clock by day: the business hours (Hong Kong, 09:00-18:00
-- on business days) before each day, so the hours between two moments are a difference of two lookups instead
-- of a walk over the days between (business_hours_between): filled on every start from the holidays
-- (server/db/business-clock.ts).
CREATE TABLE "hk_business_clock" (
	"day" date PRIMARY KEY NOT NULL,
	"opens" timestamp with time zone NOT NULL,
	"is_business" boolean NOT NULL,
	"hours_before" double precision NOT NULL
);
--> statement-breakpoint
-- The introductions to the requests of a range: none is older than the range's first request.
CREATE INDEX "introductions_created_idx" ON "introductions" USING btree ("created_at");
--> statement-breakpoint
-- The introductions designers hold open now (their open load), a small part of all.
CREATE INDEX "introductions_open_idx" ON "introductions" USING btree ("designer_id") WHERE "introductions"."status" in ('pending', 'accepted');
