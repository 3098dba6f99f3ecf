ALTER TABLE "introductions" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "introductions" ADD COLUMN "decline_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_request_id_design_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."design_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_request_idx" ON "notifications" USING btree ("request_id","user_id");--> statement-breakpoint
-- Notices written before this column name their request in their link: the desk's, the homeowner's page, or a designer's introduction.
UPDATE "notifications" AS n SET "request_id" = r."id"
FROM "design_requests" AS r
WHERE n."request_id" IS NULL
  AND r."id"::text = substring(n."link" from '^/dashboard/(?:forms\?id=|my-forms/)([0-9a-f-]{36})$');--> statement-breakpoint
UPDATE "notifications" AS n SET "request_id" = i."request_id"
FROM "introductions" AS i
WHERE n."request_id" IS NULL
  AND i."id"::text = substring(n."link" from '^/dashboard/requests/([0-9a-f-]{36})$');--> statement-breakpoint
-- Notices of requests deleted before now leave the bell, as later ones will with their request.
DELETE FROM "notifications"
WHERE "request_id" IS NULL
  AND "link" ~ '^/dashboard/(forms\?id=|my-forms/|requests/)[0-9a-f-]{36}$';
