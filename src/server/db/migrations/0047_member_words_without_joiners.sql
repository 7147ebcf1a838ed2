-- Members' search reads a word whole across a zero-width joiner or non-joiner
-- (decisions 0062 and 0081). A query's words are read without them
-- (textWords), but member_search_vector kept them inside the item's own words:
-- an item named "র‍্যাকেট" as one keyboard writes it was not found by the same
-- word typed without the joiner. member_text now leaves them out too, after
-- NFKC and before the words are read; the text shown stays as written.
CREATE OR REPLACE FUNCTION "member_text"(body text, id_pattern text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN coalesce(body, '') !~ '[0-9@]|[^\x01-\x7f]' THEN coalesce(body, '')
    WHEN id_pattern IS NULL THEN masked
    ELSE regexp_replace(masked, id_pattern, ' ', 'g') END
  FROM (
    SELECT regexp_replace(
      regexp_replace(translate(normalize(coalesce(body, ''), NFKC), U&'\200C\200D', ''),
        '[A-Za-z0-9._%+''-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,63}', ' ', 'g'),
      '(?<![0-9০-৯])\+?[0-9০-৯](?:[\s().-]?[0-9০-৯]){9,14}(?![0-9০-৯])', ' ', 'g') AS masked
  ) AS texts
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
