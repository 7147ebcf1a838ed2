-- A member's open pages show their bell and notifications live: every server
-- hears, on commit, whose notifications changed ('notifications:<user id>'),
-- whichever process wrote them: a match found by a job on another server, a
-- claim decided at the desk, one marked read in another tab. PostgreSQL sends
-- identical notices of one transaction once, so marking a hundred read says it
-- once. A rolled-back change says nothing.
CREATE FUNCTION "notify_notifications_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed notifications%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM pg_notify('clf_changes', 'notifications:' || changed.user_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notifications_notify_changed"
AFTER INSERT OR UPDATE OR DELETE ON "notifications"
FOR EACH ROW EXECUTE FUNCTION "notify_notifications_changed"();
