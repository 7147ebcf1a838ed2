-- Throttles now count every attempt, in one statement, before the password
-- hash or the mail (decision 0010); what was counted as failures after the
-- hash means something else, so the old counts go.
DELETE FROM "login_throttle";
--> statement-breakpoint
ALTER TABLE "login_throttle" RENAME COLUMN "failures" TO "attempts";
--> statement-breakpoint
ALTER TABLE "login_throttle" DROP COLUMN "blocked_until";
--> statement-breakpoint
-- Where each admin has signed in from: attempts from these addresses are not
-- slowed when strangers guess at the account from elsewhere.
CREATE TABLE "admin_sign_in_addresses" (
  "admin_id" uuid NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
  "address" text NOT NULL,
  "last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("admin_id", "address")
);
