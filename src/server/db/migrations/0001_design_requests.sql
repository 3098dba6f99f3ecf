CREATE TABLE "design_request_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"property_address" text NOT NULL,
	"property_type" text NOT NULL,
	"project_type" text NOT NULL,
	"home_status" text,
	"design_styles" text[] NOT NULL,
	"description" text NOT NULL,
	"mobile_number" text NOT NULL,
	"square_footage" integer NOT NULL,
	"budget_min" integer NOT NULL,
	"budget_max" integer,
	"has_contractor" boolean DEFAULT false NOT NULL,
	"contractor_names" text,
	"has_past_collaborations" boolean DEFAULT false NOT NULL,
	"past_collaboration_names" text,
	"agreed_to_terms_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "design_request_images" ADD CONSTRAINT "design_request_images_request_id_design_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."design_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_requests" ADD CONSTRAINT "design_requests_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_request_images_request_idx" ON "design_request_images" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "design_requests_client_created_idx" ON "design_requests" USING btree ("client_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "design_requests_status_created_idx" ON "design_requests" USING btree ("status","created_at" DESC NULLS FIRST);