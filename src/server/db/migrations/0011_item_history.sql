-- The activity log becomes the record every item's history is read from
-- (decision 0019): each line says what kind of thing happened, who did it (an
-- admin, a member, or nobody known) and which item and claim it concerns. It
-- is append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, so no
-- foreign key may rewrite it either. The ids it holds are plain references
-- that outlive removed admins and deleted accounts; names of members and of
-- the people items go to are read from their records, never copied in, so
-- erasing personal data never has to touch the log.
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_admin_id_admins_id_fk";
--> statement-breakpoint
ALTER TABLE "activity_log" ALTER COLUMN "admin_name" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "activity_log" ALTER COLUMN "admin_email" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "kind" text NOT NULL DEFAULT 'other';
--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "member_id" uuid;
--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "found_report_id" uuid;
--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "claim_id" uuid;
--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "details" jsonb NOT NULL DEFAULT '{}'::jsonb;
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_one_actor"
  CHECK ((admin_name IS NULL) = (admin_email IS NULL) AND (member_id IS NULL OR admin_email IS NULL));
--> statement-breakpoint
-- What the lines written so far say, read from their words.
UPDATE "activity_log" SET "kind" = CASE
  WHEN action LIKE 'Stored item #%' THEN 'item_stored'
  WHEN action LIKE 'Manual entry #%' THEN 'item_entered'
  WHEN action LIKE 'Approved claim %' THEN 'claim_approved'
  WHEN action LIKE 'Rejected claim %' THEN 'claim_rejected'
  WHEN action LIKE 'Handed over #%' THEN 'item_handed_over'
  WHEN action LIKE 'Recorded identifying details of #%' THEN 'verification_recorded'
  WHEN action LIKE 'Added admin %' THEN 'admin_added'
  WHEN action LIKE 'Removed admin %' THEN 'admin_removed'
  WHEN action LIKE 'Sent password reset to %' THEN 'password_reset_sent'
  WHEN action LIKE 'Exported %' THEN 'list_exported'
  ELSE 'other' END;
--> statement-breakpoint
UPDATE "activity_log" l SET "found_report_id" = f.id
FROM "found_reports" f
WHERE l.kind IN ('item_stored', 'item_entered', 'claim_approved', 'claim_rejected', 'item_handed_over', 'verification_recorded')
  AND f.report_id = substring(l.action from '#(FND[0-9]{6})');
--> statement-breakpoint
UPDATE "activity_log" l SET "claim_id" = c.id
FROM "claims" c
WHERE l.kind IN ('claim_approved', 'claim_rejected', 'item_handed_over')
  AND c.claim_id = substring(l.action from '(CLM[0-9]{6})');
--> statement-breakpoint
-- A handover line named its receiver; the receiver's record says it, and can be erased.
UPDATE "activity_log"
SET "action" = substring(action from '^Handed over #FND[0-9]{6}') || coalesce(substring(action from ' on claim CLM[0-9]{6}$'), '')
WHERE "kind" = 'item_handed_over';
--> statement-breakpoint
-- Each item's history before the log kept it, from what its row and its claims record.
INSERT INTO "activity_log" ("member_id", "kind", "found_report_id", "action", "created_at")
SELECT f.reported_by_user_id, 'item_reported', f.id, 'Reported found item #' || f.report_id, f.created_at
FROM "found_reports" f
WHERE f.founder_person_id IS NULL;
--> statement-breakpoint
INSERT INTO "activity_log" ("admin_id", "admin_name", "admin_email", "kind", "found_report_id", "action", "created_at")
SELECT f.stored_by_admin_id, CASE WHEN f.stored_by_email IS NULL THEN NULL ELSE coalesce(a.name, f.stored_by_email) END,
  f.stored_by_email, 'item_entered', f.id, 'Manual entry #' || f.report_id, coalesce(f.stored_at, f.created_at)
FROM "found_reports" f LEFT JOIN "admins" a ON a.id = f.stored_by_admin_id
WHERE f.founder_person_id IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "activity_log" l WHERE l.found_report_id = f.id AND l.kind = 'item_entered');
--> statement-breakpoint
INSERT INTO "activity_log" ("admin_id", "admin_name", "admin_email", "kind", "found_report_id", "action", "created_at")
SELECT f.stored_by_admin_id, CASE WHEN f.stored_by_email IS NULL THEN NULL ELSE coalesce(a.name, f.stored_by_email) END,
  f.stored_by_email, 'item_stored', f.id, 'Stored item #' || f.report_id, f.stored_at
FROM "found_reports" f LEFT JOIN "admins" a ON a.id = f.stored_by_admin_id
WHERE f.founder_person_id IS NULL AND f.stored_at IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "activity_log" l WHERE l.found_report_id = f.id AND l.kind = 'item_stored');
--> statement-breakpoint
INSERT INTO "activity_log" ("member_id", "kind", "found_report_id", "claim_id", "action", "created_at")
SELECT c.user_id, 'claim_filed', c.found_report_id, c.id, 'Filed claim ' || c.claim_id || ' on #' || f.report_id, c.claimed_at
FROM "claims" c JOIN "found_reports" f ON f.id = c.found_report_id;
--> statement-breakpoint
INSERT INTO "activity_log" ("admin_id", "admin_name", "admin_email", "kind", "found_report_id", "claim_id", "action", "created_at")
SELECT c.decided_by_admin_id, CASE WHEN c.decided_by_email IS NULL THEN NULL ELSE coalesce(a.name, c.decided_by_email) END,
  c.decided_by_email, CASE c.status WHEN 'approved' THEN 'claim_approved' ELSE 'claim_rejected' END,
  c.found_report_id, c.id,
  CASE c.status WHEN 'approved' THEN 'Approved' ELSE 'Rejected' END || ' claim ' || c.claim_id || ' on #' || f.report_id,
  c.decided_at
FROM "claims" c JOIN "found_reports" f ON f.id = c.found_report_id LEFT JOIN "admins" a ON a.id = c.decided_by_admin_id
WHERE c.status IN ('approved', 'rejected') AND c.decided_at IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "activity_log" l WHERE l.claim_id = c.id AND l.kind IN ('claim_approved', 'claim_rejected'));
--> statement-breakpoint
INSERT INTO "activity_log" ("member_id", "kind", "found_report_id", "claim_id", "action", "created_at")
SELECT c.user_id, 'claim_withdrawn', c.found_report_id, c.id, 'Withdrew claim ' || c.claim_id || ' on #' || f.report_id,
  coalesce(c.decided_at, c.claimed_at)
FROM "claims" c JOIN "found_reports" f ON f.id = c.found_report_id
WHERE c.status = 'withdrawn';
--> statement-breakpoint
INSERT INTO "activity_log" ("admin_id", "admin_name", "admin_email", "kind", "found_report_id", "claim_id", "action", "created_at")
SELECT f.handed_over_by_admin_id,
  CASE WHEN f.handed_over_by_email IS NULL THEN NULL ELSE coalesce(a.name, f.handed_over_by_email) END,
  f.handed_over_by_email, 'item_handed_over', f.id, f.handed_over_claim_id,
  'Handed over #' || f.report_id || coalesce(' on claim ' || c.claim_id, ''), f.handed_over_at
FROM "found_reports" f LEFT JOIN "admins" a ON a.id = f.handed_over_by_admin_id
  LEFT JOIN "claims" c ON c.id = f.handed_over_claim_id
WHERE f.status = 'handed_over' AND f.handed_over_at IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "activity_log" l WHERE l.found_report_id = f.id AND l.kind = 'item_handed_over');
--> statement-breakpoint
-- The admins' log lists admin lines only; an item's history reads its own lines in order.
DROP INDEX "activity_log_created_idx";
--> statement-breakpoint
CREATE INDEX "activity_log_admin_created_idx" ON "activity_log" ("created_at", "id") WHERE admin_email IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "activity_log_admin_email_idx" ON "activity_log" (lower("admin_email"), "created_at", "id") WHERE admin_email IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "activity_log_kind_idx" ON "activity_log" ("kind", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "activity_log_item_idx" ON "activity_log" ("found_report_id", "created_at", "id") WHERE found_report_id IS NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "activity_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the activity log is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_log_append_only"
BEFORE UPDATE OR DELETE ON "activity_log"
FOR EACH ROW EXECUTE FUNCTION "activity_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "activity_log_no_truncate"
BEFORE TRUNCATE ON "activity_log"
FOR EACH STATEMENT EXECUTE FUNCTION "activity_log_refuse_change"();
