-- A lost report closes by itself when its item goes back to its member on a
-- claim that came from it; the claim remembers that report, and the report's
-- history says so (activity_log.lost_report_id).
ALTER TYPE "lost_report_close_reason" ADD VALUE IF NOT EXISTS 'item_returned';
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "lost_report_id" uuid REFERENCES "lost_reports"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "claims_lost_report_idx" ON "claims" ("lost_report_id") WHERE "lost_report_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "lost_report_id" uuid;
--> statement-breakpoint
CREATE INDEX "activity_log_lost_report_idx" ON "activity_log" ("lost_report_id", "created_at", "id")
  WHERE "lost_report_id" IS NOT NULL;
--> statement-breakpoint
-- When matching has looked at the items in storage for a new report: the
-- report's screen can then say how many it found, none included.
ALTER TABLE "lost_reports" ADD COLUMN "matched_at" timestamptz;
--> statement-breakpoint
UPDATE "lost_reports" SET "matched_at" = "created_at";
--> statement-breakpoint
-- 'Not mine' can be undone for a while: what the pair was before it.
ALTER TABLE "matches" ADD COLUMN "state_before_dismissal" "match_state";
--> statement-breakpoint
-- The member's open pages hear when one of their lost reports is matched,
-- closed or opened again: 'lost-reports:<user id>', on commit.
CREATE FUNCTION "notify_lost_report_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clf_changes', 'lost-reports:' || NEW.reported_by_user_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lost_reports_notify_changed"
AFTER UPDATE OF "status", "matched_at" ON "lost_reports"
FOR EACH ROW WHEN (NEW.reported_by_user_id IS NOT NULL)
EXECUTE FUNCTION "notify_lost_report_changed"();
