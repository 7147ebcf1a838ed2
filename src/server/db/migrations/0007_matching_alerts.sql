-- Matching lost reports with stored items, and telling members (decision 0014).
--
-- Work that runs after a commit (matching, alert mail) waits in "jobs", in the
-- same database: it is added in the transaction that makes it necessary, so a
-- crash can never keep the work and lose its cause, or the other way round.
-- Every server takes due jobs with FOR UPDATE SKIP LOCKED; a job is deleted in
-- the transaction that commits its effects.
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	-- Set once a job has failed too often: kept for a person to look at, never taken again.
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" ("run_at", "id") WHERE "failed_at" IS NULL;
--> statement-breakpoint
-- Servers wait for jobs on the change-notice channel instead of polling often.
CREATE FUNCTION "notify_jobs_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clf_changes', 'jobs');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_notify_added"
AFTER INSERT ON "jobs"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_jobs_added"();
--> statement-breakpoint
-- Members choose whether alerts also come by email (they always appear in the app).
ALTER TABLE "users" ADD COLUMN "email_alerts" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- A university ID written on a found item finds its member whatever the spacing or dashes.
CREATE INDEX "users_university_id_key_idx" ON "users" (regexp_replace(lower("university_id"), '[^a-z0-9]', '', 'g'));
--> statement-breakpoint
-- The stemmed words of a lost item's name (the search's text configuration), and
-- its lower-cased name for typo-tolerant trigram matching; only open reports are matched.
ALTER TABLE "lost_reports" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(item_name, ''))) STORED;
--> statement-breakpoint
CREATE INDEX "lost_reports_open_name_vector_idx" ON "lost_reports" USING gin ("name_vector") WHERE "status" = 'open';
--> statement-breakpoint
CREATE INDEX "lost_reports_open_name_trgm_idx" ON "lost_reports" USING gin (lower("item_name") gin_trgm_ops) WHERE "status" = 'open';
--> statement-breakpoint
CREATE TYPE "match_state" AS ENUM ('suggested', 'alerted', 'dismissed', 'confirmed');
--> statement-breakpoint
-- A lost report and a stored item that may be the same thing. One row per pair,
-- ever: a dismissed pair is never suggested again.
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lost_report_id" uuid NOT NULL REFERENCES "lost_reports"("id") ON DELETE CASCADE,
	"found_report_id" uuid NOT NULL REFERENCES "found_reports"("id") ON DELETE CASCADE,
	"score" real NOT NULL,
	"state" "match_state" DEFAULT 'suggested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "matches_pair_key" ON "matches" ("lost_report_id", "found_report_id");
--> statement-breakpoint
CREATE INDEX "matches_found_idx" ON "matches" ("found_report_id");
--> statement-breakpoint
-- What a member is told in the app (the bell); email follows when they allow it.
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" ("user_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" ("user_id") WHERE "read_at" IS NULL;
