import { sql } from 'drizzle-orm';

/**
 * The item's name, color and place (of `found_reports f`) as the search vector
 * weighs them (A, B, C), without the description: a GIN index of its own
 * (migration 0013, the same expression letter for letter) finds the items a
 * word names, where the search vector's index also finds every item whose
 * description merely holds it. Search reads it, and so does the marking of
 * sensitive items (decision 0061).
 */
export const ITEM_VECTOR = sql.raw(
  `(setweight(to_tsvector('english', coalesce(f.item_name, '')), 'A') || setweight(to_tsvector('english', coalesce(f.color, '')), 'B') || setweight(to_tsvector('english', coalesce(f.found_location, '')), 'C'))`,
);
