-- The public cost guide (issue 22 §2) and the designers' reply times (§3), both refreshed by a scheduled job
-- (server/matching/cost-guide.ts). A cell with fewer than 5 independent requests is refused by the database
-- too (shared/cost-guide/rules.ts MIN_INDEPENDENT_REQUESTS), so it cannot be published by any path.
CREATE TABLE "cost_guide_cells" (
	"metric" text NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"requests" integer NOT NULL,
	"p25" double precision NOT NULL,
	"median" double precision NOT NULL,
	"p75" double precision NOT NULL,
	CONSTRAINT "cost_guide_cells_metric_dimension_key_pk" PRIMARY KEY("metric","dimension","key"),
	CONSTRAINT "cost_guide_cells_enough_requests" CHECK ("cost_guide_cells"."requests" >= 5)
);
--> statement-breakpoint
CREATE TABLE "cost_guide_refreshes" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cost_guide_refreshes_one_row" CHECK ("cost_guide_refreshes"."only")
);
--> statement-breakpoint
CREATE TABLE "designer_reply_times" (
	"designer_id" uuid PRIMARY KEY NOT NULL,
	"answers" integer NOT NULL,
	"median_hours" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "designer_reply_times" ADD CONSTRAINT "designer_reply_times_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
