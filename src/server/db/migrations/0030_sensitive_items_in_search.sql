-- Whether a found item is of a kind the university keeps private (decision 0061):
-- written when the item is reported or entered, and again at each start for the
-- items whose kind the settings add or drop. Members' search reads such an
-- item by its own words, never by its description.
ALTER TABLE "found_reports" ADD COLUMN "sensitive" boolean DEFAULT false NOT NULL;
