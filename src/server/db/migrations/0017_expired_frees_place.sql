-- An introduction that expired unanswered (issue 21 §3) gives its place back to the request, so the admin
-- can introduce another designer in it: its slot becomes null, which the unique (request, slot) index allows.
ALTER TABLE "introductions" ALTER COLUMN "slot" DROP NOT NULL;
