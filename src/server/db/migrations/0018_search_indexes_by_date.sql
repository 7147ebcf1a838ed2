-- The search's full-text indexes also hold the hour each item came in, so a read
-- of a rare grade can ask for its items of the latest hours inside the index
-- (decision 0027). Without it the index gave every item of the grade (1,462 for
-- "black shoes library" at 1,000,000 items) and each was read from the table,
-- one page per item, to keep the newest 25: 5 ms when those pages were in
-- memory, 15-80 ms when not. The hour is a one-element array (GIN's own
-- array_ops), so no extension is needed, and an index entry per hour is read
-- instead of one per item. Read with words alone, the indexes answer as before.
DROP INDEX IF EXISTS "found_reports_search_vector_idx";
--> statement-breakpoint
CREATE INDEX "found_reports_search_vector_idx" ON "found_reports" USING gin (
  "search_vector",
  (ARRAY[date_trunc('hour', "created_at" AT TIME ZONE 'UTC')])
) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "found_reports_item_vector_idx";
--> statement-breakpoint
CREATE INDEX "found_reports_item_vector_idx" ON "found_reports" USING gin ((
  setweight(to_tsvector('english', coalesce(item_name, '')), 'A')
  || setweight(to_tsvector('english', coalesce(color, '')), 'B')
  || setweight(to_tsvector('english', coalesce(found_location, '')), 'C')
), (ARRAY[date_trunc('hour', "created_at" AT TIME ZONE 'UTC')])) WITH (fastupdate = off);
