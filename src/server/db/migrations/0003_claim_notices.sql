-- Members' cards say whether an item has claims and whether this member made
-- one; servers keep those cards in memory (decision 0007). A claim made or
-- removed (with its item or member) tells every server which member and item:
-- 'claim:<user id>:<found report id>'.
CREATE FUNCTION "notify_claim_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed claims%ROWTYPE;
BEGIN
  -- An update only ever unlinks a member who left (user_id set null): name who it was.
  IF TG_OP = 'INSERT' THEN changed := NEW; ELSE changed := OLD; END IF;
  PERFORM pg_notify(
    'clf_changes',
    'claim:' || coalesce(changed.user_id::text, '') || ':' || changed.found_report_id::text
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "claims_notify_changed"
AFTER INSERT OR UPDATE OR DELETE ON "claims"
FOR EACH ROW EXECUTE FUNCTION "notify_claim_changed"();
