-- Who is signed in, announced as it changes (issue 20): a process that keeps sessions in memory (the embedded
-- database's, its only writer) hears which accounts' sessions or account rows changed, whichever code or script
-- changed them, and forgets those accounts' sessions before the change's own statement is answered. A new session
-- needs no notice: nothing holds it yet. The payload is the accounts' ids, comma-separated, or '*' for all.
CREATE OR REPLACE FUNCTION announce_session_changes() RETURNS trigger
LANGUAGE plpgsql AS $body$
DECLARE
  owners uuid[];
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    SELECT array_agg(DISTINCT id) INTO owners FROM changed_rows;
  ELSE
    SELECT array_agg(DISTINCT user_id) INTO owners FROM changed_rows;
  END IF;
  IF owners IS NULL THEN
    RETURN NULL;
  END IF;
  -- A notice carries at most 8,000 bytes: past 100 accounts, everyone's sessions are read again.
  IF cardinality(owners) > 100 THEN
    PERFORM pg_notify('session_changes', '*');
  ELSE
    PERFORM pg_notify('session_changes', array_to_string(owners, ','));
  END IF;
  RETURN NULL;
END
$body$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION announce_all_sessions_changed() RETURNS trigger
LANGUAGE plpgsql AS $body$
BEGIN
  PERFORM pg_notify('session_changes', '*');
  RETURN NULL;
END
$body$;
--> statement-breakpoint
CREATE TRIGGER sessions_updated_notice AFTER UPDATE ON sessions
REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_session_changes();
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_notice AFTER DELETE ON sessions
REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_session_changes();
--> statement-breakpoint
CREATE TRIGGER users_updated_notice AFTER UPDATE ON users
REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_session_changes();
--> statement-breakpoint
CREATE TRIGGER users_deleted_notice AFTER DELETE ON users
REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_session_changes();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated_notice AFTER TRUNCATE ON sessions
FOR EACH STATEMENT EXECUTE FUNCTION announce_all_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_truncated_notice AFTER TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION announce_all_sessions_changed();
