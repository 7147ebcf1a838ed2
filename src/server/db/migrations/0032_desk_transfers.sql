-- Transfers between desks (decision 0059): a stored item sent to another desk
-- names that desk until staff there receive it; its desk changes only then.
-- Nullable columns without a default rewrite no row.
ALTER TABLE "found_reports" ADD COLUMN "transfer_to_desk_id" uuid REFERENCES "desks"("id");
--> statement-breakpoint
ALTER TABLE "found_reports" ADD COLUMN "transfer_sent_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "found_reports_transfer_to_desk_idx" ON "found_reports" ("transfer_to_desk_id") WHERE "transfer_to_desk_id" IS NOT NULL;
