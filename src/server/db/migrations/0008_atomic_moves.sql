ALTER TABLE "introductions" ADD COLUMN "slot" smallint;--> statement-breakpoint
-- Existing introductions take their request's places in the order they were made.
UPDATE "introductions" SET "slot" = numbered."slot" FROM (SELECT "id", row_number() OVER (PARTITION BY "request_id" ORDER BY "seq") AS "slot" FROM "introductions") AS numbered WHERE numbered."id" = "introductions"."id";--> statement-breakpoint
ALTER TABLE "introductions" ALTER COLUMN "slot" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "introductions_request_slot_key" ON "introductions" USING btree ("request_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "introductions_one_chosen_key" ON "introductions" USING btree ("request_id") WHERE "introductions"."status" = 'chosen';--> statement-breakpoint
ALTER TABLE "introductions" ADD CONSTRAINT "introductions_slot_range" CHECK ("introductions"."slot" between 1 and 3);
