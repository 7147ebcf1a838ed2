-- The console's search (search_vector, on found and lost reports) reads a word
-- whole across a zero-width joiner or non-joiner, as members' search does since
-- migration 0047 (decisions 0062, 0081, 0085). A query's words are read without
-- them (textWords), but search_vector kept them inside an item's own words: an
-- item named "র‍্যাকেট" as one keyboard writes it was not found by staff typing
-- the same word, with the joiner or without. Matching reads the same vector.
-- PostgreSQL 15 cannot change a generated column's expression, so each vector
-- is written again as a new column, and its index made again as it was.
ALTER TABLE "found_reports" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "found_reports" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', translate(coalesce(item_name, ''), U&'\200C\200D', '')), 'A')
  || setweight(to_tsvector('english', translate(coalesce(color, ''), U&'\200C\200D', '')), 'B')
  || setweight(to_tsvector('english', translate(coalesce(found_location, ''), U&'\200C\200D', '')), 'C')
  || setweight(to_tsvector('english', translate(coalesce(description, ''), U&'\200C\200D', '')), 'D')
) STORED;
--> statement-breakpoint
CREATE INDEX "found_reports_search_vector_idx" ON "found_reports" USING gin (
  "search_vector",
  (ARRAY[date_trunc('hour', "created_at" AT TIME ZONE 'UTC')])
) WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE "lost_reports" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "lost_reports" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', translate(coalesce(item_name, ''), U&'\200C\200D', '')), 'A')
  || setweight(to_tsvector('english', translate(coalesce(color, ''), U&'\200C\200D', '')), 'B')
  || setweight(to_tsvector('english', translate(coalesce(lost_location, ''), U&'\200C\200D', '')), 'C')
  || setweight(to_tsvector('english', translate(coalesce(description, ''), U&'\200C\200D', '')), 'D')
) STORED;
--> statement-breakpoint
CREATE INDEX "lost_reports_search_vector_idx" ON "lost_reports" USING gin ("search_vector");
