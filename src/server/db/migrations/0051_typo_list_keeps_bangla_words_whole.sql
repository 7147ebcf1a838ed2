-- The typo list (search_words) split an item's texts at what the database's
-- ctype calls non-alphanumeric (decision 0085). A Bangla virama (্) and the
-- zero-width joiners are not alphanumeric in any ctype, so "ব্যাডমিন্টন" went in as
-- "ব্যাডমিন" and "টন", and a typo of the word was led to a piece no item holds
-- whole; on a database whose ctype is C no Bangla letter is alphanumeric, and no
-- Bangla word went in at all. The Bengali block now counts as part of a word
-- whatever the ctype, the joiners are taken out first (as members' words lose
-- them, migration 0047), and a word needs a letter of either script.
CREATE OR REPLACE FUNCTION "search_words_of"(item_name text, color text, found_location text, description text, sensitive boolean)
RETURNS SETOF text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word
  FROM (SELECT pattern FROM search_masks WHERE name = 'university-id'
        UNION ALL SELECT NULL WHERE NOT EXISTS (SELECT 1 FROM search_masks WHERE name = 'university-id')) AS mask(pattern),
    regexp_split_to_table(
      lower(translate(member_text(item_name, mask.pattern) || ' ' || member_text(color, mask.pattern) || ' ' ||
        member_text(found_location, mask.pattern) || ' ' ||
        CASE WHEN sensitive THEN '' ELSE member_text(description, mask.pattern) END, U&'\200C\200D', '')),
      '[^[:alnum:]ঀ-৿]+') AS word
  WHERE length(word) BETWEEN 3 AND 40 AND word ~ '[[:alpha:]অ-হড়-ৡৎ]'
$$;
--> statement-breakpoint
-- The pieces of Bangla words go; the words of items written in Bangla are taken again.
DELETE FROM search_words WHERE word ~ '[ঀ-৿]';
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT word
FROM found_reports f, search_words_of(f.item_name, f.color, f.found_location, f.description, f.sensitive) AS word
WHERE concat_ws(' ', f.item_name, f.color, f.found_location, f.description) ~ '[ঀ-৿]'
ON CONFLICT (word) DO NOTHING;
