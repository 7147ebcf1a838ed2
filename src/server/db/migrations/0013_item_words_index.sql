-- The item's own words (name, color, place), weighted as in search_vector but
-- without the description, in a GIN index of their own (decision 0021). Search
-- grades an item by the words its name, color or place holds; the index of
-- search_vector cannot tell those apart from the description's, and for a word
-- every tenth description holds ("pouch") it fetched all of those items to keep
-- none. The search names this expression letter for letter (ITEM_VECTOR).
CREATE INDEX IF NOT EXISTS "found_reports_item_vector_idx" ON "found_reports" USING gin ((
  setweight(to_tsvector('english', coalesce(item_name, '')), 'A')
  || setweight(to_tsvector('english', coalesce(color, '')), 'B')
  || setweight(to_tsvector('english', coalesce(found_location, '')), 'C')
));
