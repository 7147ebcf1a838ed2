-- Claims that staff decide (decision 0013). A claim is pending until an admin
-- approves or rejects it; its member may withdraw it while pending; a handover
-- ends every open claim on the item. Open claims are pending or approved:
-- found_reports.claim_count now counts those only (claimedStatus).
CREATE TYPE "claim_status" AS ENUM ('pending', 'approved', 'rejected', 'withdrawn', 'handed_over', 'closed');
--> statement-breakpoint
ALTER TABLE "claims"
  ADD COLUMN "status" "claim_status" NOT NULL DEFAULT 'pending',
  ADD COLUMN "reason" text,
  ADD COLUMN "decided_at" timestamp with time zone,
  ADD COLUMN "decided_by_admin_id" uuid REFERENCES "admins"("id") ON DELETE SET NULL,
  ADD COLUMN "decided_by_email" text;
--> statement-breakpoint
-- Claims get a number people can quote, as reports do: CLM000001.
CREATE SEQUENCE "claim_number_seq" START WITH 1;
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "claim_id" text;
--> statement-breakpoint
UPDATE "claims" SET "claim_id" = 'CLM' || lpad(numbered.n::text, greatest(6, length(numbered.n::text)), '0')
FROM (SELECT ordered.id, nextval('claim_number_seq') AS n
      FROM (SELECT id FROM "claims" ORDER BY claimed_at, id) AS ordered) AS numbered
WHERE numbered.id = "claims"."id";
--> statement-breakpoint
-- Past 999999 the number grows a digit instead of being cut (lpad would truncate).
CREATE FUNCTION "next_claim_id"() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'CLM' || lpad(n::text, greatest(6, length(n::text)), '0') FROM (SELECT nextval('claim_number_seq') AS n) AS next_number
$$;
--> statement-breakpoint
ALTER TABLE "claims" ALTER COLUMN "claim_id" SET DEFAULT "next_claim_id"();
--> statement-breakpoint
ALTER TABLE "claims" ALTER COLUMN "claim_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_claim_id_unique" UNIQUE ("claim_id");
--> statement-breakpoint
-- One open claim per member and item; a withdrawn claim may be filed again.
DROP INDEX "claims_one_per_member_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "claims_one_open_per_member_key" ON "claims" ("found_report_id", "user_id")
  WHERE "status" IN ('pending', 'approved');
--> statement-breakpoint
-- At most one claimant is approved to collect an item.
CREATE UNIQUE INDEX "claims_one_approved_per_item_key" ON "claims" ("found_report_id")
  WHERE "status" = 'approved';
--> statement-breakpoint
CREATE INDEX "claims_item_idx" ON "claims" ("found_report_id", "claimed_at");
--> statement-breakpoint
-- What only the owner would know (marks, contents), kept for staff: never on a member's card.
ALTER TABLE "found_reports"
  ADD COLUMN "verification_details" text,
  ADD COLUMN "handed_over_claim_id" uuid REFERENCES "claims"("id") ON DELETE SET NULL,
  ADD COLUMN "handover_reason" text;
--> statement-breakpoint
CREATE TYPE "lost_report_close_reason" AS ENUM ('got_it_back', 'no_longer_needed');
--> statement-breakpoint
ALTER TABLE "lost_reports"
  ADD COLUMN "closed_reason" "lost_report_close_reason",
  ADD COLUMN "closed_at" timestamp with time zone;
