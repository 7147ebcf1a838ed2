-- The words found reports use, for typo-tolerant search: a query word is matched
-- against this short list by trigram similarity ("walet" -> "wallet"), and the
-- close words join the full-text query. Trigram matching the long item texts
-- themselves costs a similarity computation per candidate row; this list stays
-- small (a campus has a few thousand distinct words) and only grows.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- Report texts are written once (there is no editing), so collecting on insert is enough.
-- A statement trigger sees a bulk insert's rows together; sorted words keep
-- concurrent inserters from waiting on each other in opposite orders.
CREATE FUNCTION "found_reports_collect_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT word
  FROM added, regexp_split_to_table(added.search_text, '[^[:alnum:]]+') AS word
  WHERE length(word) BETWEEN 3 AND 40
  ORDER BY word
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "found_reports_collect_words"
AFTER INSERT ON "found_reports"
REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION "found_reports_collect_words"();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT word
FROM found_reports, regexp_split_to_table(found_reports.search_text, '[^[:alnum:]]+') AS word
WHERE length(word) BETWEEN 3 AND 40
ON CONFLICT (word) DO NOTHING;
--> statement-breakpoint
-- OR and AND over many tsqueries, so a search builds its query from words with
-- plainto_tsquery (which never fails on any input) instead of parsing text.
CREATE AGGREGATE "tsquery_or_all"(tsquery) (SFUNC = tsquery_or, STYPE = tsquery);
--> statement-breakpoint
CREATE AGGREGATE "tsquery_and_all"(tsquery) (SFUNC = tsquery_and, STYPE = tsquery);
