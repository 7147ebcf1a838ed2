-- A university ID pattern that may match letters (decision 0076, left open there):
-- members' words skipped the ID mask for a text of ASCII without a digit or an
-- @, and the typo list (search_words) split items' words without hiding IDs at
-- all, so an ID with letters in it ("cs123456") became a word members could be
-- led to by a typo of it.
--
-- The shortcut now also asks the pattern; a text it matches is masked.
CREATE OR REPLACE FUNCTION "member_text"(body text, id_pattern text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN coalesce(body, '') !~ '[0-9@]|[^\x01-\x7f]' AND (id_pattern IS NULL OR coalesce(body, '') !~ id_pattern)
      THEN coalesce(body, '')
    WHEN id_pattern IS NULL THEN masked
    ELSE regexp_replace(masked, id_pattern, ' ', 'g') END
  FROM (
    SELECT regexp_replace(
      regexp_replace(normalize(coalesce(body, ''), NFKC), '[A-Za-z0-9._%+''-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,63}', ' ', 'g'),
      '(?<![0-9০-৯])\+?[0-9০-৯](?:[\s().-]?[0-9০-৯]){9,14}(?![0-9০-৯])', ' ', 'g') AS masked
  ) AS texts
$$;
--> statement-breakpoint
-- The typo list takes an item's words as members' search does: what its card
-- hides (emails, phone numbers, university IDs) is taken out first. It reads the
-- pattern a start wrote (search_masks), so it is no longer immutable.
CREATE OR REPLACE FUNCTION "search_words_of"(item_name text, color text, found_location text, description text, sensitive boolean)
RETURNS SETOF text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word
  FROM (SELECT pattern FROM search_masks WHERE name = 'university-id'
        UNION ALL SELECT NULL WHERE NOT EXISTS (SELECT 1 FROM search_masks WHERE name = 'university-id')) AS mask(pattern),
    regexp_split_to_table(
      lower(member_text(item_name, mask.pattern) || ' ' || member_text(color, mask.pattern) || ' ' ||
        member_text(found_location, mask.pattern) || ' ' ||
        CASE WHEN sensitive THEN '' ELSE member_text(description, mask.pattern) END),
      '[^[:alnum:]]+') AS word
  WHERE length(word) BETWEEN 3 AND 40 AND word ~ '[[:alpha:]]'
$$;
--> statement-breakpoint
-- Items whose words the old shortcut left unmasked: a field without a digit
-- that the pattern matches (none for a pattern of digits, such as the default).
UPDATE found_reports f
SET member_search_vector = member_search_vector_of(f.item_name, f.color, f.found_location, f.description, f.sensitive, m.pattern)
FROM search_masks m
WHERE m.name = 'university-id'
  AND (coalesce(f.item_name, '') ~ m.pattern OR coalesce(f.color, '') ~ m.pattern
    OR coalesce(f.found_location, '') ~ m.pattern OR (NOT f.sensitive AND coalesce(f.description, '') ~ m.pattern))
  AND f.member_search_vector IS DISTINCT FROM
    member_search_vector_of(f.item_name, f.color, f.found_location, f.description, f.sensitive, m.pattern);
--> statement-breakpoint
-- The typo list loses the words that were IDs.
DELETE FROM search_words s
USING search_masks m
WHERE m.name = 'university-id' AND s.word ~* m.pattern;
