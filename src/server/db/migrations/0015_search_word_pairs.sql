-- Search at a million items (decision 0023).
--
-- The search's full-text indexes take new entries straight into their trees.
-- With fastupdate (the default) new entries wait in a pending list that every
-- search reads whole, however few items it finds: at 1,000,000 items the list
-- had grown to 248 pages (10,721 entries), 2-4 ms of every index read, and
-- autovacuum, which empties it, seldom runs on a table that large. An item is
-- stored one at a time, so adding it to the trees costs a store little.
ALTER INDEX "found_reports_search_vector_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('found_reports_search_vector_idx'::regclass);
--> statement-breakpoint
ALTER INDEX "found_reports_item_vector_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('found_reports_item_vector_idx'::regclass);
--> statement-breakpoint
-- Which words have ever been in one found report together: the pairs of an
-- item's search words (the lexemes of search_vector), each kept as a number
-- from 0 to 2^20 - 1. A query whose words were never together in a report has
-- no item with all of them, and the search need not ask a full-text index to
-- prove it: proving that no item holds two common words took 3-5 ms per pair
-- at 1,000,000 items, as the index reads both words' whole lists. Two pairs
-- may share a number, which only makes a pair look present: the search then
-- asks the index, as it did before. The numbers keep the table bounded (at
-- most 2^20 rows) whatever the vocabulary; it only grows, as search_words does.
CREATE FUNCTION "search_word_pair"(word text, other_word text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (hashtextextended(least(word, other_word) || ' ' || greatest(word, other_word), 0) & 1048575)::integer
$$;
--> statement-breakpoint
CREATE TABLE "search_word_pairs" (
	"pair" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Like found_reports_collect_words: report texts are written once (there is
-- no editing), so collecting on insert is enough; a statement trigger sees a
-- bulk insert's rows together, and sorted pairs keep concurrent inserters from
-- waiting on each other in opposite orders.
CREATE FUNCTION "found_reports_collect_word_pairs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word_pairs (pair)
  SELECT DISTINCT search_word_pair(word.lexeme, other.lexeme)
  FROM added,
    unnest(tsvector_to_array(added.search_vector)) AS word(lexeme),
    unnest(tsvector_to_array(added.search_vector)) AS other(lexeme)
  WHERE word.lexeme < other.lexeme
  ORDER BY 1
  ON CONFLICT (pair) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "found_reports_collect_word_pairs"
AFTER INSERT ON "found_reports"
REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION "found_reports_collect_word_pairs"();
--> statement-breakpoint
INSERT INTO search_word_pairs (pair)
SELECT DISTINCT search_word_pair(word.lexeme, other.lexeme)
FROM found_reports,
  unnest(tsvector_to_array(found_reports.search_vector)) AS word(lexeme),
  unnest(tsvector_to_array(found_reports.search_vector)) AS other(lexeme)
WHERE word.lexeme < other.lexeme
ON CONFLICT (pair) DO NOTHING;
