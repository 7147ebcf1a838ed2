-- Members' search reads an item by what its card shows (decision 0076).
--
-- A phone number written "017 1234 5678" on a found item is hidden on members'
-- cards, but search_vector holds "017", "1234" and "5678", so a member who
-- typed five of its digits still found the item; an email's local part was
-- found by a word start. member_search_vector holds the item's words with what
-- cards hide taken out first: email addresses, phone numbers (in any spacing,
-- Latin or Bangla digits, as PHONE_IN_TEXT reads them) and university IDs (the
-- university's pattern, written into search_masks at start, since only the
-- settings know it); a sensitive item's description is left out whole (0061).
-- Staff lists still search search_vector.

-- The university ID pattern as PostgreSQL reads it ('university-id'); a start
-- writes it and rebuilds member_search_vector when it changed.
CREATE TABLE "search_masks" (
	"name" text PRIMARY KEY NOT NULL,
	"pattern" text NOT NULL
);
--> statement-breakpoint
-- A text less what members' cards hide (hideContacts in contacts-in-text.ts,
-- pattern for pattern), each hidden run left as a space. A text of ASCII
-- without a digit or an @ (most names, colors and places) holds nothing to
-- hide and is the same under NFKC: it skips the three replacements, which
-- cost more than the words themselves.
CREATE FUNCTION "member_text"(body text, id_pattern text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN coalesce(body, '') !~ '[0-9@]|[^\x01-\x7f]' THEN coalesce(body, '')
    WHEN id_pattern IS NULL THEN masked
    ELSE regexp_replace(masked, id_pattern, ' ', 'g') END
  FROM (
    SELECT regexp_replace(
      regexp_replace(normalize(coalesce(body, ''), NFKC), '[A-Za-z0-9._%+''-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,63}', ' ', 'g'),
      '(?<![0-9০-৯])\+?[0-9০-৯](?:[\s().-]?[0-9০-৯]){9,14}(?![0-9০-৯])', ' ', 'g') AS masked
  ) AS texts
$$;
--> statement-breakpoint
-- Weighted as search_vector (name A, color B, place C, description D).
CREATE FUNCTION "member_search_vector_of"(item_name text, color text, found_location text, description text, sensitive boolean, id_pattern text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', member_text(item_name, id_pattern)), 'A')
    || setweight(to_tsvector('english', member_text(color, id_pattern)), 'B')
    || setweight(to_tsvector('english', member_text(found_location, id_pattern)), 'C')
    || CASE WHEN sensitive THEN ''::tsvector
       ELSE setweight(to_tsvector('english', member_text(description, id_pattern)), 'D') END
$$;
--> statement-breakpoint
ALTER TABLE "found_reports" ADD COLUMN "member_search_vector" tsvector DEFAULT ''::tsvector NOT NULL;
--> statement-breakpoint
-- A trigger, not a generated column: the university ID pattern is a setting,
-- read from search_masks, which an immutable expression may not do.
CREATE FUNCTION "found_reports_member_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.member_search_vector := member_search_vector_of(NEW.item_name, NEW.color, NEW.found_location,
    NEW.description, NEW.sensitive, (SELECT pattern FROM search_masks WHERE name = 'university-id'));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "found_reports_member_words"
BEFORE INSERT OR UPDATE OF "item_name", "color", "found_location", "description", "sensitive" ON "found_reports"
FOR EACH ROW EXECUTE FUNCTION "found_reports_member_words"();
--> statement-breakpoint
-- Existing items, with emails and phones hidden; a start adds the university ID pattern.
-- Written as a change of the column's type, which rewrites the table once and
-- builds each of its indexes anew: an UPDATE of every row added each row to
-- every index one at a time (the search's GIN indexes keep no pending list),
-- several times slower at 100,000 items (decision 0076).
ALTER TABLE "found_reports" ALTER COLUMN "member_search_vector" TYPE tsvector
USING member_search_vector_of(item_name, color, found_location, description, sensitive, NULL);
--> statement-breakpoint
-- As the search vector's index (migrations 0015 and 0018): no pending list, the hour beside the words.
CREATE INDEX "found_reports_member_search_vector_idx" ON "found_reports" USING gin (
  "member_search_vector",
  (ARRAY[date_trunc('hour', "created_at" AT TIME ZONE 'UTC')])
) WITH (fastupdate = off);
--> statement-breakpoint
-- The word pairs (0023) only say which words members may find together: they
-- are taken from member_search_vector, so a sensitive item's description or a
-- number a card hides leaves no pair behind.
CREATE FUNCTION "search_word_pairs_of"(words tsvector) RETURNS SETOF integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT search_word_pair(word.lexeme, other.lexeme)
  FROM unnest(tsvector_to_array(words)) AS word(lexeme), unnest(tsvector_to_array(words)) AS other(lexeme)
  WHERE word.lexeme < other.lexeme
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "found_reports_collect_word_pairs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word_pairs (pair)
  SELECT DISTINCT pair FROM added, search_word_pairs_of(added.member_search_vector) AS pair
  ORDER BY 1
  ON CONFLICT (pair) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Built again from what members may search; kept whole while items' words
-- change (rebuild_search_word_pairs, after marking or a new ID pattern).
CREATE FUNCTION "rebuild_search_word_pairs"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_word_pairs;
  INSERT INTO search_word_pairs (pair)
  SELECT DISTINCT pair FROM found_reports f, search_word_pairs_of(f.member_search_vector) AS pair
  ON CONFLICT (pair) DO NOTHING;
END
$$;
--> statement-breakpoint
SELECT rebuild_search_word_pairs();
