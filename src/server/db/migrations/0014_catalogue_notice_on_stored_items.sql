-- Members' lists and search hold stored items only. A found item a member
-- reports waits for the security office, so its insert no longer tells every
-- server's caches that the catalogue changed: at a busy hour that emptied them
-- every few seconds, for nothing a member could see. An item entered by hand is
-- stored at once and still says so; storing, handing over and every other
-- change of status do too, as before.
DROP TRIGGER "found_reports_notify_changed" ON "found_reports";
--> statement-breakpoint
CREATE TRIGGER "found_reports_notify_changed"
AFTER DELETE OR UPDATE OF "status" ON "found_reports"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE FUNCTION "notify_catalogue_stored_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM inserted WHERE status = 'stored') THEN
    PERFORM pg_notify('clf_changes', 'catalogue');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "found_reports_notify_stored_inserted"
AFTER INSERT ON "found_reports"
REFERENCING NEW TABLE AS inserted
FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_stored_inserted"();
