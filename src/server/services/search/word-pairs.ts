import { sql, type SQL } from 'drizzle-orm';
import type { WordTerms } from './search-terms';

/** Two query words (their places in the query) that no found report has ever held together. */
export type ApartWords = [number, number];

/**
 * The pairs of query words (as places in `words`) that were never in one
 * found report together, in any of their forms (kinds' names too), as a JSON array of
 * `ApartWords`: no item holds both, so no grade that needs both has items.
 * search_word_pairs holds the pairs of words every report held (migration
 * 0015), by number; a form is known by its first lexeme, which every item it
 * matches holds. A form without one (a stop word) is never apart.
 */
export function apartWordsExpression(words: WordTerms[]): SQL {
  const forms = words.flatMap((terms, index) =>
    [terms.word, ...terms.sameWords, ...terms.longerWords, ...terms.closeWords, ...terms.kindNames].map(
      (text) => ({
        index,
        text,
      }),
    ),
  );
  return apartWordsAmong(
    sql`SELECT * FROM unnest(${sql.param(forms.map((form) => form.index))}::int[], ${sql.param(forms.map((form) => form.text))}::text[])`,
  );
}

/**
 * apartWordsExpression over forms a statement gives as `(word, text)`: each
 * word's place in the query and one of its forms (VARIANT_FORMS, when the
 * variants are asked in the same statement).
 */
export function apartWordsAmong(forms: SQL): SQL {
  return sql`(WITH form AS (
      SELECT f.word, (tsvector_to_array(to_tsvector('english', f.text)))[1] AS lexeme
      FROM (${forms}) AS f(word, text)
    ), word AS (SELECT DISTINCT word FROM form)
    SELECT coalesce(jsonb_agg(jsonb_build_array(a.word, b.word)), '[]'::jsonb)
    FROM word AS a JOIN word AS b ON a.word < b.word
    WHERE NOT EXISTS (
      SELECT 1 FROM form AS x JOIN form AS y ON x.word = a.word AND y.word = b.word
      WHERE x.lexeme IS NULL OR y.lexeme IS NULL OR x.lexeme = y.lexeme
        OR EXISTS (SELECT 1 FROM search_word_pairs p WHERE p.pair = search_word_pair(x.lexeme, y.lexeme))
    ))`;
}

/** Whether the words at these places may all be in one item: no two of them are apart. */
export const mayBeTogether = (places: number[], apart: readonly ApartWords[]): boolean =>
  !apart.some(([word, other]) => places.includes(word) && places.includes(other));
