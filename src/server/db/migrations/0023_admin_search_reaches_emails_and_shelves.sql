-- The admins' list search finds a part of a member's or person's email, a part of
-- a shelf or bin, and the activity log's lines by the acting admin's email
-- (issue #28): trigram indexes on what it now reads, as names already have.
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "people_email_trgm_idx" ON "people" USING gin (lower("email") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "found_reports_storage_location_trgm_idx" ON "found_reports"
  USING gin (lower("storage_location") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "activity_log_search_trgm_idx" ON "activity_log"
  USING gin (lower("admin_name" || ' ' || "admin_email" || ' ' || "action") gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "activity_log_text_trgm_idx";
