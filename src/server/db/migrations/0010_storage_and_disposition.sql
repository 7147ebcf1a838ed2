-- Storage and disposition (issue 12 §4, §6; decision 0018). A stored item
-- carries the shelf or bin it sits on; an item held past the holding period
-- leaves storage with a recorded outcome ('disposed'); a lost report left open
-- past the period closes ('period_over'); closed records lose their people's
-- personal data after the retention period, and say when.
ALTER TYPE "found_report_status" ADD VALUE IF NOT EXISTS 'disposed';
--> statement-breakpoint
ALTER TYPE "lost_report_close_reason" ADD VALUE IF NOT EXISTS 'period_over';
--> statement-breakpoint
CREATE TYPE "disposition_outcome" AS ENUM ('returned_to_finder', 'donated', 'recycled', 'destroyed', 'handed_to_police');
--> statement-breakpoint
ALTER TABLE "found_reports" ADD COLUMN "storage_location" text;
--> statement-breakpoint
ALTER TABLE "found_reports" ADD COLUMN "disposition" "disposition_outcome";
--> statement-breakpoint
ALTER TABLE "found_reports" ADD COLUMN "disposition_note" text;
--> statement-breakpoint
ALTER TABLE "found_reports" ADD COLUMN "disposed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "found_reports" ADD COLUMN "disposed_by_admin_id" uuid REFERENCES "admins"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "found_reports" ADD COLUMN "disposed_by_email" text;
--> statement-breakpoint
ALTER TABLE "found_reports" ADD COLUMN "personal_data_erased_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "lost_reports" ADD COLUMN "personal_data_erased_at" timestamp with time zone;
--> statement-breakpoint
-- The Disposition queue: stored items, oldest in storage first.
CREATE INDEX "found_reports_status_stored_at_idx" ON "found_reports" ("status", "stored_at", "id");
--> statement-breakpoint
-- The retention sweep looks for closed records whose people are still named.
CREATE INDEX "found_reports_not_erased_idx" ON "found_reports" ("status", "handed_over_at", "disposed_at") WHERE "personal_data_erased_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "lost_reports_not_erased_idx" ON "lost_reports" ("status", "closed_at") WHERE "personal_data_erased_at" IS NULL;
