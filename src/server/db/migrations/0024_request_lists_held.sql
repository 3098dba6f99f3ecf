-- The request form's lists, held by the table (every write path already took them from the same lists): the
-- review desk's search finds these columns by the values it names instead of matching a pattern in each row.
ALTER TABLE "design_requests" ADD CONSTRAINT "design_requests_property_type_check" CHECK ("design_requests"."property_type" in ('Apartment', 'House', 'Townhouse', 'Commercial'));--> statement-breakpoint
ALTER TABLE "design_requests" ADD CONSTRAINT "design_requests_project_type_check" CHECK ("design_requests"."project_type" in ('Full Design', 'Partial Design', 'Renovation', 'New Design'));--> statement-breakpoint
ALTER TABLE "design_requests" ADD CONSTRAINT "design_requests_styles_check" CHECK ("design_requests"."design_styles" <@ array['Modern', 'Scandinavian', 'Minimalist', 'Industrial', 'Japanese', 'Traditional', 'Contemporary', 'Smart', 'Not Sure']::text[]);
