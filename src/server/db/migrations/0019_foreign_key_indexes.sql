-- An index for every foreign key that had none, so PostgreSQL finds the rows
-- that point at a removed admin, a deleted member or a deleted claim without
-- reading the whole table: at 1,000,000 items, removing an admin read the
-- found reports three times over. Most of these columns are null on most rows,
-- so the indexes hold only the rows that are not; the check's equality proves
-- the column is not null, which lets the planner use them.
CREATE INDEX IF NOT EXISTS "found_reports_stored_by_idx" ON "found_reports" ("stored_by_admin_id")
  WHERE "stored_by_admin_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "found_reports_handed_over_by_idx" ON "found_reports" ("handed_over_by_admin_id")
  WHERE "handed_over_by_admin_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "found_reports_disposed_by_idx" ON "found_reports" ("disposed_by_admin_id")
  WHERE "disposed_by_admin_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "found_reports_handed_over_claim_idx" ON "found_reports" ("handed_over_claim_id")
  WHERE "handed_over_claim_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "claims_decided_by_idx" ON "claims" ("decided_by_admin_id")
  WHERE "decided_by_admin_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "images_uploaded_by_user_idx" ON "images" ("uploaded_by_user_id")
  WHERE "uploaded_by_user_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "images_uploaded_by_admin_idx" ON "images" ("uploaded_by_admin_id")
  WHERE "uploaded_by_admin_id" IS NOT NULL;
