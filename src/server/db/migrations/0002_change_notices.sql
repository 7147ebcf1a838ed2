-- Servers keep short-lived copies of what every request reads (who a session
-- belongs to, ranked search results). The database tells every server, on the
-- channel clf_changes, when such a copy may have gone stale, whichever process
-- made the change: 'session:<token hash>', 'user:<id>', 'admin:<id>', or
-- 'catalogue' when found reports are added or change state (search covers
-- stored items, and new reports bring new words for typo correction).
-- Notices are sent on commit; a rolled-back change sends none.
CREATE FUNCTION "notify_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clf_changes', 'session:' || OLD.token_hash);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TG_ARGV[0] names the kind of owner: 'user' or 'admin'.
CREATE FUNCTION "notify_owner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clf_changes', TG_ARGV[0] || ':' || OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Renewing a session (once a day) notifies as well: a copy then reads it anew.
CREATE TRIGGER "sessions_notify_changed"
AFTER UPDATE OR DELETE ON "sessions"
FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_changed"
AFTER UPDATE OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "notify_owner_changed"('user');
--> statement-breakpoint
CREATE TRIGGER "admins_notify_changed"
AFTER UPDATE OR DELETE ON "admins"
FOR EACH ROW EXECUTE FUNCTION "notify_owner_changed"('admin');
--> statement-breakpoint
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clf_changes', 'catalogue');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A claim changes claim_count only; what a search ranks stays the same.
CREATE TRIGGER "found_reports_notify_changed"
AFTER INSERT OR DELETE OR UPDATE OF "status" ON "found_reports"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
-- Left over from an earlier form of search (decision 0004); nothing uses them.
DROP AGGREGATE IF EXISTS "tsquery_or_all"(tsquery);
--> statement-breakpoint
DROP AGGREGATE IF EXISTS "tsquery_and_all"(tsquery);
