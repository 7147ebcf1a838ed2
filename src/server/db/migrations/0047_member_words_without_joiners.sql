-- Members' search reads a word whole across a zero-width joiner or non-joiner
-- (decisions 0062 and 0081). A query's words are read without them
-- (textWords), but member_search_vector kept them inside the item's own words:
-- an item named "র‍্যাকেট" as one keyboard writes it was not found by the same
-- word typed without the joiner. The item's texts now lose them before their
-- words are read; the text shown stays as written. Taken out here rather than
-- in member_text, which later migrations write again for what cards hide.
CREATE OR REPLACE FUNCTION "member_search_vector_of"(item_name text, color text, found_location text, description text, sensitive boolean, id_pattern text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', member_text(translate(item_name, U&'\200C\200D', ''), id_pattern)), 'A')
    || setweight(to_tsvector('english', member_text(translate(color, U&'\200C\200D', ''), id_pattern)), 'B')
    || setweight(to_tsvector('english', member_text(translate(found_location, U&'\200C\200D', ''), id_pattern)), 'C')
    || CASE WHEN sensitive THEN ''::tsvector
       ELSE setweight(to_tsvector('english', member_text(translate(description, U&'\200C\200D', ''), id_pattern)), 'D') END
$$;
--> statement-breakpoint
-- Only items whose texts hold a joiner change: their words are taken again
-- with the university's pattern, and their new word pairs added (a pair with
-- the joiner left behind is one no query's words can form).
UPDATE "found_reports" SET "member_search_vector" = member_search_vector_of(item_name, color, found_location,
  description, sensitive, (SELECT pattern FROM search_masks WHERE name = 'university-id'))
WHERE concat_ws(' ', item_name, color, found_location, description) ~ U&'[\200C\200D]';
--> statement-breakpoint
INSERT INTO search_word_pairs (pair)
SELECT DISTINCT pair
FROM found_reports f, search_word_pairs_of(f.member_search_vector) AS pair
WHERE concat_ws(' ', f.item_name, f.color, f.found_location, f.description) ~ U&'[\200C\200D]'
ON CONFLICT (pair) DO NOTHING;
