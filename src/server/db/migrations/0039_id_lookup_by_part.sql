-- The console's ID box finds an item, a lost report or a claim by part of its
-- ID ("232" read out on the phone, decision 0069): a trigram index answers
-- `report_id LIKE '%232%'` without reading every row.
CREATE INDEX IF NOT EXISTS "found_reports_report_id_trgm_idx" ON "found_reports" USING gin ("report_id" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lost_reports_report_id_trgm_idx" ON "lost_reports" USING gin ("report_id" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "claims_claim_id_trgm_idx" ON "claims" USING gin ("claim_id" gin_trgm_ops);
