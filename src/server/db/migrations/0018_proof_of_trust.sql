-- Proof of trust (issue 22 §4): designers' credentials, kept privately and verified by an admin, and the
-- photos of the finished work a review may carry.
CREATE TABLE "designer_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"designer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reference" text NOT NULL,
	"insurer" text,
	"expires_on" date NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"rejection_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designer_credentials_kind_check" CHECK ("designer_credentials"."kind" in ('business-registration', 'minor-works', 'insurance')),
	CONSTRAINT "designer_credentials_state_check" CHECK ("designer_credentials"."state" in ('pending', 'verified', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "designer_credentials" ADD CONSTRAINT "designer_credentials_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_credentials" ADD CONSTRAINT "designer_credentials_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One verified document of a kind shows at a time, and one waits for review: a new upload takes the waiting place.
CREATE UNIQUE INDEX "designer_credentials_verified_key" ON "designer_credentials" USING btree ("designer_id","kind") WHERE "designer_credentials"."state" = 'verified';--> statement-breakpoint
CREATE UNIQUE INDEX "designer_credentials_open_key" ON "designer_credentials" USING btree ("designer_id","kind") WHERE "designer_credentials"."state" <> 'verified';--> statement-breakpoint
CREATE INDEX "designer_credentials_state_idx" ON "designer_credentials" USING btree ("state","created_at");--> statement-breakpoint
CREATE TABLE "review_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"review_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_images_review_idx" ON "review_images" USING btree ("review_id","position");
