-- The typo list (search_words) holds only words members may search by
-- (decision 0067): never a word of a sensitive item's description (0061), nor
-- the pieces of an email address written on any item, nor words without a
-- letter (phone numbers, ID numbers: a typo of a number is another number).
-- A close word from the list joins a member's query, so a word there is a word
-- some member could be led to.
CREATE FUNCTION "search_words_of"(item_name text, color text, found_location text, description text, sensitive boolean)
RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word
  FROM regexp_split_to_table(
    regexp_replace(
      lower(coalesce(item_name, '') || ' ' || coalesce(color, '') || ' ' || coalesce(found_location, '') || ' ' ||
        CASE WHEN sensitive THEN '' ELSE coalesce(description, '') END),
      '[a-z0-9._%+''-]+@[a-z0-9.-]+\.[a-z]{2,63}', ' ', 'g'),
    '[^[:alnum:]]+') AS word
  WHERE length(word) BETWEEN 3 AND 40 AND word ~ '[[:alpha:]]'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "found_reports_collect_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT word
  FROM added, search_words_of(added.item_name, added.color, added.found_location, added.description, added.sensitive) AS word
  ORDER BY word
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The list so far was taken from every word of every item: it is taken again.
DELETE FROM search_words;
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT word
FROM found_reports f, search_words_of(f.item_name, f.color, f.found_location, f.description, f.sensitive) AS word
ON CONFLICT (word) DO NOTHING;
