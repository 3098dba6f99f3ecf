-- One business-hours clock, and the facts the analytics read kept as they happen (issue 22).
--
-- hk_business_clock becomes the only clock: each Hong Kong day's bounds, its business hours (opens = closes on
-- a day without any) and the business hours before it, filled from the application's constants and holidays
-- when they change (server/db/business-calendar.ts). business_hours_between reads two of its rows instead of
-- walking the days between, and holds no constant of its own.
DROP TABLE "hk_business_clock";
--> statement-breakpoint
CREATE TABLE "hk_business_clock" (
	"day" date PRIMARY KEY NOT NULL,
	"starts" timestamp with time zone NOT NULL,
	"ends" timestamp with time zone NOT NULL,
	"opens" timestamp with time zone NOT NULL,
	"closes" timestamp with time zone NOT NULL,
	"hours_before" double precision NOT NULL,
	CONSTRAINT "hk_business_clock_starts_key" UNIQUE("starts")
);
--> statement-breakpoint
-- What the clock was filled from (a digest of the constants and holidays): a start refills it only when it differs.
CREATE TABLE "hk_business_clock_source" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"digest" text NOT NULL,
	CONSTRAINT "hk_business_clock_source_one_row" CHECK ("hk_business_clock_source"."only")
);
--> statement-breakpoint
-- The business hours up to a moment: null outside the days the clock covers.
CREATE OR REPLACE FUNCTION business_hours_reading(at timestamptz) RETURNS double precision
LANGUAGE sql STABLE STRICT PARALLEL SAFE AS $body$
  select c.hours_before + extract(epoch from least(c.closes, greatest(c.opens, at)) - c.opens) / 3600
  from (select * from hk_business_clock where starts <= at order by starts desc limit 1) as c
  where at < c.ends
$body$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION business_hours_between(started timestamptz, ended timestamptz) RETURNS double precision
LANGUAGE sql STABLE STRICT PARALLEL SAFE AS $body$
  select greatest(0, business_hours_reading(ended) - business_hours_reading(started))
$body$;
--> statement-breakpoint
-- The facts the analytics read, kept by the database itself whichever code (or script) makes the move: one narrow
-- row per request (what it is and how far it went), and each introduction's reply in business hours. Statement-level
-- triggers with transition tables, so a bulk insert costs one update, not one per row.
CREATE TABLE "request_facts" (
	"request_id" uuid PRIMARY KEY NOT NULL REFERENCES "design_requests"("id") ON DELETE cascade,
	"created_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"district" text,
	"property_type" text NOT NULL,
	"design_styles" text[] NOT NULL,
	"budget_max" integer,
	"due_at" timestamp with time zone,
	"first_introduced_at" timestamp with time zone,
	"first_introduction_hours" double precision,
	"first_proposal_at" timestamp with time zone,
	"chosen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "request_facts_created_idx" ON "request_facts" USING btree ("created_at");
--> statement-breakpoint
ALTER TABLE "introductions" ADD COLUMN "reply_hours" double precision;
--> statement-breakpoint
ALTER TABLE "introductions" ADD COLUMN "proposal_sent_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "introductions" i SET "proposal_sent_at" = p.created_at FROM proposals p WHERE p.introduction_id = i.id;
--> statement-breakpoint
-- The business hours are filled by the next start, once the clock has its new shape.
INSERT INTO "request_facts" (request_id, created_at, status, district, property_type, design_styles, budget_max, due_at,
                             first_introduced_at, first_proposal_at, chosen_at)
SELECT r.id, r.created_at, r.status, r.district, r.property_type, r.design_styles, r.budget_max, r.due_at,
       (SELECT min(i.created_at) FROM introductions i WHERE i.request_id = r.id),
       (SELECT min(i.proposal_sent_at) FROM introductions i WHERE i.request_id = r.id),
       (SELECT coalesce(i.chosen_at, i.responded_at, i.created_at) FROM introductions i
         WHERE i.request_id = r.id AND i.status = 'chosen')
FROM design_requests r;
--> statement-breakpoint
CREATE FUNCTION request_facts_added() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  INSERT INTO request_facts (request_id, created_at, status, district, property_type, design_styles, budget_max, due_at)
  SELECT id, created_at, status, district, property_type, design_styles, budget_max, due_at FROM added;
  RETURN NULL;
END
$body$;
--> statement-breakpoint
CREATE TRIGGER design_requests_facts_added AFTER INSERT ON design_requests
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION request_facts_added();
--> statement-breakpoint
CREATE FUNCTION request_facts_changed() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  UPDATE request_facts f
     SET status = c.status, district = c.district, property_type = c.property_type,
         design_styles = c.design_styles, budget_max = c.budget_max, due_at = c.due_at
    FROM changed c
   WHERE f.request_id = c.id
     AND (f.status, f.district, f.property_type, f.design_styles, f.budget_max, f.due_at)
         IS DISTINCT FROM (c.status, c.district, c.property_type, c.design_styles, c.budget_max, c.due_at);
  RETURN NULL;
END
$body$;
--> statement-breakpoint
CREATE TRIGGER design_requests_facts_changed AFTER UPDATE ON design_requests
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION request_facts_changed();
--> statement-breakpoint
CREATE FUNCTION introductions_reply_hours() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  NEW.reply_hours := business_hours_between(NEW.created_at, NEW.responded_at);
  RETURN NEW;
END
$body$;
--> statement-breakpoint
CREATE TRIGGER introductions_reply_hours BEFORE INSERT OR UPDATE OF created_at, responded_at ON introductions
FOR EACH ROW EXECUTE FUNCTION introductions_reply_hours();
--> statement-breakpoint
CREATE FUNCTION request_facts_introduced() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE request_facts f
       SET first_introduced_at = m.first, first_introduction_hours = business_hours_between(f.created_at, m.first)
      FROM (SELECT request_id, min(created_at) AS first FROM introduced GROUP BY request_id) m
     WHERE f.request_id = m.request_id AND (f.first_introduced_at IS NULL OR f.first_introduced_at > m.first);
  END IF;
  UPDATE request_facts f SET chosen_at = coalesce(c.chosen_at, now())
    FROM introduced c
   WHERE f.request_id = c.request_id AND c.status = 'chosen' AND f.chosen_at IS NULL;
  RETURN NULL;
END
$body$;
--> statement-breakpoint
CREATE TRIGGER introductions_facts_added AFTER INSERT ON introductions
REFERENCING NEW TABLE AS introduced FOR EACH STATEMENT EXECUTE FUNCTION request_facts_introduced();
--> statement-breakpoint
CREATE TRIGGER introductions_facts_changed AFTER UPDATE ON introductions
REFERENCING NEW TABLE AS introduced FOR EACH STATEMENT EXECUTE FUNCTION request_facts_introduced();
--> statement-breakpoint
CREATE FUNCTION request_facts_proposed() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  UPDATE introductions i SET proposal_sent_at = p.created_at FROM proposed p WHERE i.id = p.introduction_id;
  UPDATE request_facts f SET first_proposal_at = m.first
    FROM (SELECT i.request_id, min(p.created_at) AS first
            FROM proposed p JOIN introductions i ON i.id = p.introduction_id GROUP BY i.request_id) m
   WHERE f.request_id = m.request_id AND (f.first_proposal_at IS NULL OR f.first_proposal_at > m.first);
  RETURN NULL;
END
$body$;
--> statement-breakpoint
CREATE TRIGGER proposals_facts_added AFTER INSERT ON proposals
REFERENCING NEW TABLE AS proposed FOR EACH STATEMENT EXECUTE FUNCTION request_facts_proposed();
