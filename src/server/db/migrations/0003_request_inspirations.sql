CREATE TABLE "design_request_inspirations" (
	"request_id" uuid NOT NULL,
	"design_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "design_request_inspirations_request_id_design_id_pk" PRIMARY KEY("request_id","design_id")
);
--> statement-breakpoint
ALTER TABLE "design_request_inspirations" ADD CONSTRAINT "design_request_inspirations_request_id_design_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."design_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_request_inspirations" ADD CONSTRAINT "design_request_inspirations_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_request_inspirations_design_idx" ON "design_request_inspirations" USING btree ("design_id");