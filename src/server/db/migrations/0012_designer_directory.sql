ALTER TABLE "designer_profiles" ADD COLUMN "languages" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE TABLE "design_request_wished_designers" (
	"request_id" uuid NOT NULL,
	"designer_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "design_request_wished_designers_request_id_designer_id_pk" PRIMARY KEY("request_id","designer_id")
);
--> statement-breakpoint
ALTER TABLE "design_request_wished_designers" ADD CONSTRAINT "design_request_wished_designers_request_id_design_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."design_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_request_wished_designers" ADD CONSTRAINT "design_request_wished_designers_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_request_wished_designers_designer_idx" ON "design_request_wished_designers" USING btree ("designer_id");
