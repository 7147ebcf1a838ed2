-- Staff and admins hear of the office's news on a bell of their own (decision 0070):
-- a notification, and a device with push on, belong to a member or to a console
-- account, never both. Their live notice names whose bell changed.
ALTER TABLE "notifications" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "admin_id" uuid REFERENCES "admins"("id") ON DELETE CASCADE;
--> statement-breakpoint
-- What makes an alert one of a kind ('holding-ends:<item>', 'pickups:<day>:<desk>'):
-- a sweep run twice, or on two servers at once, writes it once.
ALTER TABLE "notifications" ADD COLUMN "once_key" text;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_one_reader" CHECK (num_nonnulls("user_id", "admin_id") = 1);
--> statement-breakpoint
CREATE INDEX "notifications_admin_idx" ON "notifications" ("admin_id", "created_at", "id") WHERE "admin_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "notifications_admin_unread_idx" ON "notifications" ("admin_id") WHERE "admin_id" IS NOT NULL AND "read_at" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_admin_once_key" ON "notifications" ("admin_id", "once_key") WHERE "once_key" IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_notifications_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed notifications%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF changed.user_id IS NOT NULL THEN
    PERFORM pg_notify('clf_changes', 'notifications:' || changed.user_id::text);
  ELSE
    PERFORM pg_notify('clf_changes', 'admin-notifications:' || changed.admin_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "admin_id" uuid REFERENCES "admins"("id") ON DELETE CASCADE;
--> statement-breakpoint
-- A console account has no language of its own: its pushes are written in the one its device was in.
ALTER TABLE "push_subscriptions" ADD COLUMN "language" text;
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_one_owner" CHECK (num_nonnulls("user_id", "admin_id") = 1);
--> statement-breakpoint
CREATE INDEX "push_subscriptions_admin_idx" ON "push_subscriptions" ("admin_id") WHERE "admin_id" IS NOT NULL;
--> statement-breakpoint
-- Each console account's choice: which alerts reach its bell, which are pushed too,
-- and (admins) which desks it hears of; no row means every alert, bell only, every desk.
CREATE TABLE "staff_alert_settings" (
	"admin_id" uuid PRIMARY KEY NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"kinds" text[] NOT NULL,
	"push_kinds" text[] NOT NULL,
	"desk_ids" uuid[],
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Staff hear once that an item is a week from the end of its holding period; the sweep marks it here.
ALTER TABLE "found_reports" ADD COLUMN "holding_alerted_at" timestamp with time zone;
