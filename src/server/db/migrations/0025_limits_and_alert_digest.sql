-- Counters of the limits service (decision 0044): one row per rule and key,
-- shared by every app server; `expire` ends the row's window.
CREATE TABLE "limit_counters" (
  "key" text PRIMARY KEY,
  "points" integer NOT NULL DEFAULT 0,
  "expire" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "limit_counters_expire_idx" ON "limit_counters" ("expire");
--> statement-breakpoint
-- An alert whose mail waits for the member's digest, past the few mails an hour they get one by one.
ALTER TABLE "notifications" ADD COLUMN "mail_held_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "notifications_mail_held_idx" ON "notifications" ("user_id") WHERE "mail_held_at" IS NOT NULL AND "emailed_at" IS NULL;
--> statement-breakpoint
-- When the member last turned email alerts on: unsubscribe links signed before then no longer work.
ALTER TABLE "users" ADD COLUMN "email_alerts_on_since" timestamp with time zone;
--> statement-breakpoint
-- Sign-in and reset attempts are counted by the limits service now (limit_counters).
DROP TABLE "login_throttle";
