import { sql, type SQL } from 'drizzle-orm';
import type { FoundReportCard } from '../../../shared/schemas/found-report';
import type { ListQuery } from '../../../shared/schemas/list-query';
import type { ChangeNotices } from '../../db/change-notices';
import { preparedRows, queryRows, type Database } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { cardColumns, toCard, type CardRow } from '../found-reports/found-report-rows';
import { foundDateFilter, type Page } from '../found-reports/list-found-reports';
import { decodeCursor, encodeCursor, splitPage } from '../paging/page';
import { cardsForMember, keepCards, memberCardCachesFor } from '../found-reports/member-card-caches';
import { searchCachesFor, type SearchCaches } from './search-cache';
import { MIN_CORRECTED_WORD_LENGTH, queryWords } from './search-terms';

/**
 * How many matches are ranked at most. Ranking every match of a common word
 * among 100,000 items costs hundreds of milliseconds; the newest few hundred
 * matches are what anyone looks through.
 */
export const SEARCH_CANDIDATES = 500;
/** Known words at least this similar (trigrams, 0..1) to a query word count as that word. */
export const CLOSE_WORD_SIMILARITY = 0.4;
/** At most this many known words stand in for one query word. */
export const CLOSE_WORDS_PER_WORD = 3;

interface SearchRow extends CardRow {
  score: string;
}

type SearchQuery = ListQuery & { q: string };

/**
 * Stored items matching a query, best first, then newest. A page ranked before
 * (and not made stale since) is only put together again from its ids.
 */
export async function searchFoundReports(
  { db, changes }: { db: Database; changes: ChangeNotices },
  memberId: string,
  query: SearchQuery,
): Promise<Page<FoundReportCard>> {
  const caches = { search: searchCachesFor(changes), cards: memberCardCachesFor(changes) };
  const words = queryWords(query.q);
  if (words.length === 0) return { items: [], nextCursor: null };
  const key = JSON.stringify([
    words,
    query.from ?? null,
    query.to ?? null,
    query.cursor ?? null,
    query.limit,
  ]);
  const ranked = caches.search.pages.get(key);
  if (ranked) {
    const cards = await cardsForMember(db, caches.cards, memberId, ranked.ids);
    return { items: cards.map(toCard), nextCursor: ranked.nextCursor };
  }
  const pageGeneration = caches.search.pages.generation();
  const cardGeneration = caches.cards.cards.generation();
  const alternatives = await closeWords(db, words, caches.search);
  const rows = await queryRows<SearchRow>(db, searchStatement(memberId, query, alternatives));
  const page = splitPage(rows, query.limit);
  const nextCursor =
    page.hasMore && page.last
      ? encodeCursor({ at: page.last.cursor_at, id: page.last.id, score: page.last.score })
      : null;
  caches.search.pages.set(key, { ids: page.rows.map((row) => row.id), nextCursor }, pageGeneration);
  keepCards(caches.cards, page.rows, cardGeneration);
  return { items: page.rows.map(toCard), nextCursor };
}

/**
 * Each query word with the known words closest to it (search_words, trigram
 * index): "walet" also means "wallet". Asked before the search itself so the
 * search's query is a constant the planner can estimate: with it, PostgreSQL
 * picks between walking the newest items and the full-text index per query.
 */
export async function closeWords(db: Database, words: string[], caches?: SearchCaches): Promise<string[][]> {
  const known = new Map<string, string[]>();
  for (const word of words) {
    const close = caches?.closeWords.get(word);
    if (close) known.set(word, close);
  }
  const unknown = words.filter((word) => !known.has(word));
  if (unknown.length > 0) {
    const generation = caches?.closeWords.generation() ?? 0;
    const found = await lookUpCloseWords(db, unknown);
    unknown.forEach((word, index) => {
      known.set(word, found[index]!);
      caches?.closeWords.set(word, found[index]!, generation);
    });
  }
  return words.map((word) => [word, ...known.get(word)!]);
}

/** Each word's close known words, in the order of the words. */
async function lookUpCloseWords(db: Database, words: string[]): Promise<string[][]> {
  const rows = await preparedRows<{ n: number; word: string }>(
    db,
    sql`SELECT w.n::int AS n, close.word
        FROM unnest(${sql.param(words)}::text[]) WITH ORDINALITY AS w(word, n)
        CROSS JOIN LATERAL (
          SELECT s.word FROM search_words s
          WHERE length(w.word) >= ${MIN_CORRECTED_WORD_LENGTH}
            AND s.word % w.word AND s.word <> w.word AND similarity(s.word, w.word) >= ${CLOSE_WORD_SIMILARITY}
          ORDER BY s.word <-> w.word LIMIT ${CLOSE_WORDS_PER_WORD}
        ) AS close`,
  );
  return words.map((_word, index) =>
    rows.filter((row) => Number(row.n) === index + 1).map((row) => row.word),
  );
}

/**
 * The search as one SQL statement, given each query word's alternatives.
 *  1. Full-text match (stemmed, so plurals match; in any order) of every word
 *     (or one of its close words); only when nothing matches, of any word.
 *  2. The newest SEARCH_CANDIDATES matches are ranked: words as typed count
 *     double, and the item name weighs most (setweight A), then color, place,
 *     description.
 * Words reach the full-text engine only through plainto_tsquery, which reads
 * no syntax, combined with the tsquery operators || and &&.
 */
export function searchStatement(memberId: string, query: SearchQuery, alternatives: string[][]): SQL {
  const after = decodeCursor(query.cursor);
  // A list's cursor carries no score: it cannot say where a ranked page ends.
  if (after && after.score === undefined) throw badRequest('The page cursor is not valid', 'INVALID_CURSOR');
  const dates = foundDateFilter(query);
  const wordQuery = (word: string) => sql`plainto_tsquery('english', ${word})`;
  const oneOf = (group: string[]) => sql`(${sql.join(group.map(wordQuery), sql` || `)})`;
  const everyWord = sql`(${sql.join(alternatives.map(oneOf), sql` && `)})`;
  const anyWord = sql`(${sql.join(alternatives.map(oneOf), sql` || `)})`;
  const typed = wordQuery(alternatives.map((group) => group[0]).join(' '));
  const candidates = (condition: SQL) => sql`
    SELECT f.id, f.created_at, f.search_vector FROM found_reports f
    WHERE f.status = 'stored' AND ${condition} ${dates}
    ORDER BY f.created_at DESC LIMIT ${SEARCH_CANDIDATES}`;

  return sql`WITH every_word AS (${candidates(sql`f.search_vector @@ ${everyWord}`)}),
        any_word AS (${candidates(sql`NOT EXISTS (SELECT 1 FROM every_word) AND f.search_vector @@ ${anyWord}`)}),
        ranked AS (
          SELECT c.id, c.created_at,
            (ts_rank(c.search_vector, ${anyWord}) + 2 * ts_rank(c.search_vector, ${typed}))::float8 AS score
          FROM (SELECT * FROM every_word UNION ALL SELECT * FROM any_word) AS c
        ),
        top AS (
          SELECT * FROM ranked
          ${
            after
              ? sql`WHERE (score, created_at, id) < (${after.score ?? '0'}::float8, ${after.at}::timestamptz, ${after.id}::uuid)`
              : sql``
          }
          ORDER BY score DESC, created_at DESC, id DESC
          LIMIT ${query.limit + 1}
        )
        SELECT ${cardColumns}, top.score::text AS score,
          EXISTS (SELECT 1 FROM claims c WHERE c.found_report_id = f.id AND c.user_id = ${memberId}::uuid) AS claimed_by_me
        FROM top JOIN found_reports f ON f.id = top.id
        ORDER BY top.score DESC, top.created_at DESC, top.id DESC`;
}
