-- The claimed list of one desk (stored items with an open claim) was read by walking every
-- stored item of every desk in its sort order whenever a filter matched fewer rows than the
-- planner expected. Claimed items are a small part of the stored ones: an index of them
-- alone, by desk, lets it read only those (measured in decision 0074).
CREATE INDEX IF NOT EXISTS "found_reports_claimed_desk_idx" ON "found_reports" ("desk_id", "created_at", "id")
  WHERE "status" = 'stored' AND "claim_count" > 0;
