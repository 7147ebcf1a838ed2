import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { preparedRows, type Database } from '#server/db/client';
import type { NoticedCache } from '#server/lib/noticed-cache';
import {
  kindNamesOf,
  MIN_CORRECTED_WORD_LENGTH,
  MIN_PREFIX_LENGTH,
  WORD,
  type WordTerms,
} from './search-terms';

/** Known words at least this similar (trigrams, 0..1) to a query word count as that word. */
export const CLOSE_WORD_SIMILARITY = 0.4;
/** At most this many known words stand in for one query word. */
export const CLOSE_WORDS_PER_WORD = 3;
/** At most this many known words that begin with a query word stand for it, the shortest first. */
export const LONGER_WORDS_PER_WORD = 6;
/** A word splits into two known words of at least this length ('powerbank' -> 'power bank'). */
const MIN_SPLIT_PART = 3;

/** What known words a query word stands for besides itself; kept by the search caches (by word and neighbours). */
export type WordVariants = Omit<WordTerms, 'word' | 'kindNames'>;

/** A word's cache key: its joined forms depend on its neighbours, so the key names them. */
const variantsKey = (words: string[], index: number) =>
  JSON.stringify([words[index - 1] ?? '', words[index], words[index + 1] ?? '']);

/** Each word with its variants, when the cache holds every one of them; otherwise undefined. */
export function cachedVariants(words: string[], cache?: NoticedCache<WordVariants>): WordTerms[] | undefined {
  const known = words.map((_word, index) => cache?.get(variantsKey(words, index)));
  if (known.some((variants) => variants === undefined)) return undefined;
  const kinds = kindNamesOf(words);
  return words.map((word, index) => ({ word, ...known[index]!, kindNames: kinds[index]! }));
}

/** A row of variantsStatement's `v`: a variant of the `n`th word (from 1). */
export const variantRow = z.object({
  n: z.union([z.number(), z.string()]),
  kind: z.enum(['close', 'same', 'longer']),
  variant: z.string(),
});
export type VariantRow = z.output<typeof variantRow>;

/**
 * Each query word with the words reports use that stand for it (search_words,
 * a list of every word used): close words a typo away ('walet' -> 'wallet'),
 * the word split in two ('pendrive' -> 'pen drive') and the word joined with
 * its neighbour ('ear buds' -> 'earbuds'). Asked before the search, so the
 * search's own query is a constant the planner can estimate.
 */
export async function wordVariants(
  db: Database,
  words: string[],
  cache?: NoticedCache<WordVariants>,
): Promise<WordTerms[]> {
  const known = cachedVariants(words, cache);
  if (known) return known;
  const generation = cache?.generation() ?? 0;
  const rows = await preparedRows(
    db,
    sql`WITH ${variantsStatement(words)} SELECT n, kind, variant FROM v`,
    variantRow,
  );
  return keepVariants(words, rows, generation, cache);
}

/**
 * Two common table expressions: `w(word, n)`, the words in order (from 1), and
 * `v(n, kind, variant)`, their close words, split forms and joined forms in
 * the order of the words. One statement for all words; a search asks it with
 * its first question (see rankedIds).
 */
export function variantsStatement(words: string[]): SQL {
  return sql`w AS (SELECT word, n::int AS n FROM unnest(${sql.param(words)}::text[]) WITH ORDINALITY AS w(word, n)),
      v AS MATERIALIZED (
        SELECT w.n, 'close' AS kind, close.word AS variant FROM w
        CROSS JOIN LATERAL (
          SELECT s.word FROM search_words s
          WHERE length(w.word) >= ${MIN_CORRECTED_WORD_LENGTH}
            AND s.word % w.word AND s.word <> w.word AND similarity(s.word, w.word) >= ${CLOSE_WORD_SIMILARITY}
          ORDER BY s.word <-> w.word LIMIT ${CLOSE_WORDS_PER_WORD}
        ) AS close
        UNION ALL
        SELECT w.n, 'longer', longer.word FROM w
        CROSS JOIN LATERAL (
          SELECT s.word FROM search_words s
          WHERE length(w.word) >= ${MIN_PREFIX_LENGTH} AND starts_with(s.word, w.word) AND s.word <> w.word
          ORDER BY length(s.word), s.word LIMIT ${LONGER_WORDS_PER_WORD}
        ) AS longer
        UNION ALL
        SELECT w.n, 'same', left(w.word, k) || ' ' || substr(w.word, k + 1) FROM w
        CROSS JOIN generate_series(${MIN_SPLIT_PART}, length(w.word) - ${MIN_SPLIT_PART}) AS k
        WHERE EXISTS (SELECT 1 FROM search_words s WHERE s.word = left(w.word, k))
          AND EXISTS (SELECT 1 FROM search_words s WHERE s.word = substr(w.word, k + 1))
        UNION ALL
        SELECT side.n, 'same', a.word || b.word FROM w AS a
        JOIN w AS b ON b.n = a.n + 1
        CROSS JOIN LATERAL (VALUES (a.n), (b.n)) AS side(n)
        WHERE EXISTS (SELECT 1 FROM search_words s WHERE s.word = a.word || b.word)
      )`;
}

/**
 * Every form of every word, after variantsStatement, as `(word, text)` with
 * the word's place from 0: the words themselves and all their variants (some
 * of which keepVariants leaves out: more forms only make fewer words apart).
 */
export const VARIANT_FORMS = sql.raw('SELECT n - 1, word FROM w UNION ALL SELECT n - 1, variant FROM v');

/**
 * The words with their variants from variantsStatement's rows, in the order
 * of the words; each word's are kept in the cache (as of `generation`, taken
 * before the rows were read).
 */
export function keepVariants(
  words: string[],
  rows: VariantRow[],
  generation: number,
  cache?: NoticedCache<WordVariants>,
): WordTerms[] {
  const kinds = kindNamesOf(words);
  return words.map((word, index) => {
    // Known words are split at what PostgreSQL calls non-alphanumeric; keep what queryWords would keep.
    const mine = rows.filter(
      (row) => Number(row.n) === index + 1 && row.variant.split(' ').every((part) => WORD.test(part)),
    );
    const same = mine.filter((row) => row.kind === 'same').map((row) => row.variant);
    const variants: WordVariants = {
      sameWords: same,
      longerWords: mine
        .filter((row) => row.kind === 'longer' && !same.includes(row.variant))
        .map((row) => row.variant),
      closeWords: mine
        .filter((row) => row.kind === 'close')
        .map((row) => row.variant)
        // A close word that is only this word joined with a neighbour is already a same word.
        .filter((variant) => !mine.some((row) => row.kind === 'same' && row.variant === variant)),
    };
    cache?.set(variantsKey(words, index), variants, generation);
    return { word, ...variants, kindNames: kinds[index]! };
  });
}
