import { sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '#shared/schemas/list-query';
import { preparedRows, queryRows, settledForSearch, type Database } from '#server/db/client';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a search's statements go: the search pool's database, or a transaction that set its settings. */
type Reader = Database | Transaction;
import { badRequest } from '#server/lib/errors';
import { foundDateFilter } from '#server/services/found-reports/list-found-reports';
import { cursorTime, decodeCursor, encodeCursor, splitPage, type Cursor } from '#server/services/paging/page';
import type { IdPage } from '#server/services/found-reports/member-card-caches';
import type { SearchCaches } from './search-cache';
import { anyTerm, everyTerm, queryWords, reportIdOf, type WordTerms } from './search-terms';
import {
  cachedVariants,
  keepVariants,
  VARIANT_FORMS,
  variantsStatement,
  type VariantRow,
} from './word-variants';
import { apartWordsAmong, apartWordsExpression, mayBeTogether, type ApartWords } from './word-pairs';

export type SearchQuery = ListQuery & { q: string };

/** A JSON value as a driver gives it: parsed (node-postgres) or as text. */
type Json<T> = T | string;
const parsed = <T>(value: Json<T>): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * How well an item matches, best first. Items of one grade are equally good
 * and come newest first, so each grade is read as "the newest N items whose
 * text matches", which an index answers without ranking every match: a better
 * match is never left out for being older, however many items match.
 */
export const MATCH_GRADES = {
  /** The query names the item's report ID. */
  reportId: 5,
  /** Every word, as typed (or joined or split), in the item's name, color or place. */
  exactInItem: 4,
  /** Every word in the name, color or place, some only as the start of a word or a close word. */
  looseInItem: 3,
  /** Every word somewhere, the description included. */
  everyWord: 2,
  /** All words but one, when no item has them all (queries of three words or more). */
  mostWords: 1,
  /** Some of the words, when no item has them all. */
  someWords: 0,
} as const;

/** A query's tsqueries, as to_tsquery text, from strictest to broadest. */
interface GradeQueries {
  exactInItem: string;
  looseInItem: string;
  everyWord: string;
  /**
   * Whether an item may have every word: false when two of them were never in
   * one report together (search_word_pairs), and the every-word grades have
   * no items.
   */
  everyWordPossible: boolean;
  /**
   * All words but one, one alternative per word left out (only those whose
   * words may be together): undefined for fewer than three words, where all
   * but one is one, or when no alternative may have items. Kept apart because
   * the full-text index finds each alternative by its rarest word, but reads
   * every word's whole list for an OR of ANDs.
   */
  mostWords: string[] | undefined;
  /** Undefined for one word, where some of the words is every word. */
  someWords: string | undefined;
  /**
   * The exact item grade's query without field weights, for the index of the
   * item's own words (the loose one's is the every-word query).
   */
  exactInItemUnweighted: string;
}

/** A query's grades; `apart` names words never together in a report, whose grades are left out. */
export function gradeQueries(words: WordTerms[], apart: readonly ApartWords[] = []): GradeQueries {
  const places = words.map((_terms, index) => index);
  const mostWords =
    words.length >= 3
      ? places
          .filter((left) => mayBeTogether(places.toSpliced(left, 1), apart))
          .map((left) => everyTerm(words.toSpliced(left, 1), 'anywhere', true))
      : [];
  return {
    exactInItem: everyTerm(words, 'item', false),
    looseInItem: everyTerm(words, 'item', true),
    everyWord: everyTerm(words, 'anywhere', true),
    everyWordPossible: mayBeTogether(places, apart),
    mostWords: mostWords.length > 0 ? mostWords : undefined,
    someWords: words.length >= 2 ? anyTerm(words) : undefined,
    exactInItemUnweighted: everyTerm(words, 'anywhere', false),
  };
}

/**
 * How many of the newest stored items the grades are first looked for in, in
 * one walk. A grade with a page of matches among them is common, and the walk
 * (over the index on created_at, in the order rows lie on disk) has that page;
 * a grade with a few goes on walking (NEWEST_WALKED_FURTHER); a grade with
 * fewer still is rare, and a full-text index finds all of its items.
 */
export const NEWEST_WALKED = 5_000;
/**
 * How many more items a walk goes on over when it found some of a grade but
 * not a page, and the rest is likely among them: walking on reads the next
 * pages of the table in order, where the index would fetch every item of the
 * grade from anywhere in it (a grade of 0.15 % is 1,500 random reads at 1M).
 */
export const NEWEST_WALKED_FURTHER = 40_000;
/**
 * About how many items a walk tests for the cost of fetching one item from
 * the full-text index: the walk reads the table in order and mostly tests
 * words, the index path reads a page of the table per item (measured at 1M
 * items on PostgreSQL: about 0.5 µs against 10 µs; PGlite's fetches cost less
 * against its tests, hence half that). Walking on pays only while the items it
 * expects to walk cost less than the items the index would fetch.
 */
export const WALKED_PER_FETCHED = 10;
/**
 * How many times the items a rare grade's page is expected among (from how
 * many the walk found) a date-bounded read covers: with 6 found in the walk,
 * the newest 25 are expected among the newest 21,000 items, and 3 times as
 * many hold fewer than 25 about once in fifty reads (which then read the
 * grade whole, as without a bound).
 */
export const DATE_BOUND_MARGIN = 3;
/**
 * About how many items since an hour a full-text index reads (the lists of
 * that hour's items, beside the words') for the cost of reading one item from
 * the table, which an item's table page costs (measured at 1M items on
 * PostgreSQL: 2 µs when in memory, 10-40 µs when not). A bound pays when the
 * items it leaves unread cost more than the items since it.
 */
export const SINCE_READ_PER_FETCHED = 200;
/**
 * The fewest items a grade is expected to hold for a bounded read: reading a
 * few hundred items whole costs a few milliseconds at most, and at 100,000
 * items on PGlite (where a grade the walk found some of holds at most a few
 * hundred) naming the hours made the mix slower (first pass p50 20 ms against
 * 15, decision 0027).
 */
export const MIN_FETCHED_BOUNDED = 500;

interface MatchRow {
  id: string;
  cursor_at: string;
  score: number;
}

const tsquery = (text: string) => sql`to_tsquery('english', ${text})`;

/**
 * The item's name, color and place (of `found_reports f`) as the search vector
 * weighs them (A, B, C), without the description: a GIN index of its own
 * (migration 0013, the same expression letter for letter) finds the
 * items a word names, where the search vector's index also finds every item
 * whose description holds it (all 83,000 "pouch" items, to keep none).
 */
export const ITEM_VECTOR = sql.raw(
  `(setweight(to_tsvector('english', coalesce(f.item_name, '')), 'A') || setweight(to_tsvector('english', coalesce(f.color, '')), 'B') || setweight(to_tsvector('english', coalesce(f.found_location, '')), 'C'))`,
);

/**
 * The hour an item (of `found_reports f`) came in, UTC, as the full-text
 * indexes hold it beside the words (migration 0018, letter for letter), as a
 * one-element array that GIN indexes without an extension: a read of the items
 * of some hours reads an index entry per hour, not one per item.
 */
export const REPORTED_HOUR = sql.raw(`(ARRAY[date_trunc('hour', f.created_at AT TIME ZONE 'UTC')])`);

/** Items after the cursor, in the cursor's grade; those of the other grades from the start. */
function afterInGrade(after: Cursor | null, grade: number | SQL): SQL {
  if (!after) return sql``;
  const afterCursor = sql`(f.created_at, f.id) < (${after.at}::timestamptz, ${after.id}::uuid)`;
  if (typeof grade === 'number') return Number(after.score) === grade ? sql`AND ${afterCursor}` : sql``;
  return sql`AND (${grade} <> ${Number(after.score)} OR ${afterCursor})`;
}

const matchesAny = (vector: SQL, texts: string[]) =>
  sql`(${sql.join(
    texts.map((text) => sql`${vector} @@ ${tsquery(text)}`),
    sql` OR `,
  )})`;

const score = (value: number) => sql.raw(String(value));

/**
 * An item's grade for a query (MATCH_GRADES, without the report ID), or NULL
 * when it matches none. A grade's words hold those of every better grade of
 * its kind (a word as typed is also one of its forms; every word is also all
 * but one), so most items are told apart by the broadest test alone.
 */
function gradeOfItem(q: GradeQueries, vector: SQL): SQL {
  const matches = (text: string) => sql`${vector} @@ ${tsquery(text)}`;
  // A query without other forms of its words has no loose grade: its test would be the exact one again.
  const loose =
    q.looseInItem === q.exactInItem
      ? sql``
      : sql`WHEN ${matches(q.looseInItem)} THEN ${score(MATCH_GRADES.looseInItem)}`;
  const everyWord = sql`CASE WHEN ${matches(q.exactInItem)} THEN ${score(MATCH_GRADES.exactInItem)}
    ${loose} ELSE ${score(MATCH_GRADES.everyWord)} END`;
  if (q.someWords === undefined) return sql`CASE WHEN ${matches(q.everyWord)} THEN ${everyWord} END`;
  const mostWords = q.mostWords
    ? sql`WHEN ${matchesAny(vector, q.mostWords)} THEN ${score(MATCH_GRADES.mostWords)}`
    : sql``;
  // Words never together in a report: no item to test for all of them.
  const withEveryWord = q.everyWordPossible ? sql`WHEN ${matches(q.everyWord)} THEN ${everyWord}` : sql``;
  return sql`CASE WHEN NOT ${matches(q.someWords)} THEN NULL
    ${withEveryWord}
    ${mostWords}
    ELSE ${score(MATCH_GRADES.someWords)} END`;
}

/** Grades items with every word, best first; and those with some, which count only when no item has every word. */
export const EVERY_WORD_GRADES = [MATCH_GRADES.exactInItem, MATCH_GRADES.looseInItem, MATCH_GRADES.everyWord];
export const SOME_WORDS_GRADES = [MATCH_GRADES.mostWords, MATCH_GRADES.someWords];

/**
 * The grades a query has: all but one word needs three words, some of the
 * words two; and none needs words that were never in a report together.
 */
function gradesOfQuery(q: GradeQueries, scores: readonly number[]): number[] {
  return scores.filter(
    (value) =>
      (q.everyWordPossible || value < MATCH_GRADES.everyWord) &&
      (value !== MATCH_GRADES.mostWords || q.mostWords !== undefined) &&
      (value !== MATCH_GRADES.someWords || q.someWords !== undefined),
  );
}

/**
 * How a full-text index finds the items of some grades of one kind: by the
 * broadest of them. The item grades have an index of the item's own words,
 * whose queries carry no field weights (it holds no other words).
 */
function indexedBy(q: GradeQueries, scores: number[]): SQL {
  const broadest = Math.min(...scores);
  if (broadest === MATCH_GRADES.exactInItem) return matchesAny(ITEM_VECTOR, [q.exactInItemUnweighted]);
  if (broadest === MATCH_GRADES.looseInItem) return matchesAny(ITEM_VECTOR, [q.everyWord]);
  if (broadest === MATCH_GRADES.everyWord) return matchesAny(sql`f.search_vector`, [q.everyWord]);
  if (broadest === MATCH_GRADES.mostWords)
    return matchesAny(sql`f.search_vector`, q.mostWords ?? [q.someWords ?? q.everyWord]);
  return matchesAny(sql`f.search_vector`, [q.someWords ?? q.everyWord]);
}

/** Where a walk over the newest items goes: how far, from where, and when it may stop. */
export interface WalkPlan {
  /** How many items it walks at most. */
  items: number;
  /** The item it starts below (the last item of an earlier walk), or null for the newest. */
  from: Cursor | null;
  /** The grade whose page ends the walk early. */
  best: number;
  /** It stops once it has this many items of that grade. */
  stopAt: number;
}

/**
 * The newest items after the filters (or those below `from`), each graded, and
 * the newest `count` items of each grade among them. The walk stops early once
 * it has `stopAt` items of the grade `best`: that page is full, and a common
 * word's page takes a few hundred items. `end_at`/`end_id` name the last item
 * when it walked all `items` (if not, and not stopped early, it saw every item);
 * `start_at` is the first item's time, so the walk says how long its items took
 * to come in.
 */
export function gradeWalkStatement(
  query: SearchQuery,
  q: GradeQueries,
  plan: WalkPlan,
  count: number,
  excluded: SQL,
): SQL {
  const from = plan.from
    ? sql`AND (f.created_at, f.id) < (${plan.from.at}::timestamptz, ${plan.from.id}::uuid)`
    : sql``;
  const where = sql`f.status = 'stored' ${excluded} ${foundDateFilter(query)} ${from}`;
  // A running count over the matches that the window stops at (a run condition): the index scan
  // below stops with it. Counting the matches alone, not every item walked, halves the walk's cost.
  // The last item walked is looked up apart, and only when the walk did not stop early.
  return sql`WITH graded AS MATERIALIZED (
          SELECT id, created_at, score FROM (
            SELECT w.id, w.created_at, w.score,
              count(*) FILTER (WHERE w.score = ${score(plan.best)})
                OVER (ORDER BY w.created_at DESC, w.id DESC ROWS UNBOUNDED PRECEDING) AS best
            FROM (
              SELECT w.id, w.created_at, ${gradeOfItem(q, sql`w.search_vector`)} AS score FROM (
                SELECT f.id, f.created_at, f.search_vector FROM found_reports f WHERE ${where}
                ORDER BY f.created_at DESC, f.id DESC LIMIT ${plan.items}
              ) AS w
              -- Graded once: without OFFSET 0 the test for a match would grade every item again.
              ORDER BY w.created_at DESC, w.id DESC OFFSET 0
            ) AS w
            WHERE w.score IS NOT NULL
          ) AS w
          WHERE best <= ${plan.stopAt}
        ), stopped AS (
          SELECT count(*) FILTER (WHERE score = ${score(plan.best)}) >= ${plan.stopAt} AS yes FROM graded
        )
        SELECT c.end_at, c.end_id, c.start_at, c.catalogue, g.id, g.cursor_at, g.score
        FROM (
          SELECT ${cursorTime(sql`e.created_at`)} AS end_at, e.id AS end_id,
            (SELECT ${cursorTime(sql`f.created_at`)} FROM found_reports f WHERE ${where}
             ORDER BY f.created_at DESC, f.id DESC LIMIT 1) AS start_at,
            (SELECT reltuples FROM pg_class WHERE oid = 'found_reports'::regclass) AS catalogue
          FROM (SELECT) AS one
          LEFT JOIN LATERAL (
            SELECT f.created_at, f.id FROM found_reports f WHERE ${where} AND NOT (SELECT yes FROM stopped)
            ORDER BY f.created_at DESC, f.id DESC OFFSET ${plan.items - 1} LIMIT 1
          ) AS e ON true
        ) AS c
        LEFT JOIN (
          SELECT id, ${cursorTime(sql`created_at`)} AS cursor_at, score,
            row_number() OVER (PARTITION BY score ORDER BY created_at DESC, id DESC) AS n
          FROM graded
        ) AS g ON g.n <= ${count}
        ORDER BY g.score DESC, g.cursor_at DESC, g.id DESC`;
}

/**
 * The next `count` items with every word as typed in the item (the best grade
 * there is) below `from`, among at most `items` items: a walk on for that grade
 * alone, whose test fails at the first word an item lacks and which stops at
 * its `count`th match, where telling every grade apart first asks whether an
 * item has any form of any word.
 */
export function exactWalkStatement(
  query: SearchQuery,
  q: GradeQueries,
  from: Cursor,
  items: number,
  count: number,
  excluded: SQL,
): SQL {
  return sql`SELECT w.id, ${cursorTime(sql`w.created_at`)} AS cursor_at FROM (
          SELECT f.id, f.created_at, f.search_vector FROM found_reports f
          WHERE f.status = 'stored' ${excluded} ${foundDateFilter(query)}
            AND (f.created_at, f.id) < (${from.at}::timestamptz, ${from.id}::uuid)
          ORDER BY f.created_at DESC, f.id DESC LIMIT ${items}
        ) AS w
        WHERE w.search_vector @@ ${tsquery(q.exactInItem)}
        LIMIT ${count}`;
}

/**
 * The best and newest `count` items of some grades of one kind (after the
 * cursor, in its grade), through a full-text index: all of their items are
 * read, so this is for rare grades. The planner may not walk the table
 * instead: it cannot tell how rare words are together, and guesses wrong for
 * phrases such as "credit card".
 */
function gradeIndexRows(
  query: SearchQuery,
  q: GradeQueries,
  scores: number[],
  after: Cursor | null,
  count: number,
  excluded: SQL,
  since: string[] | null = null,
): SQL {
  // The full-text indexes hold the hour too (migration 0018): a bound is read inside them.
  const bound = since === null ? sql`` : sql`AND ${REPORTED_HOUR} && ${sql.param(since)}::timestamp[]`;
  // OFFSET 0 keeps the grading out of the scan: only the index named finds rows.
  return sql`SELECT f.id, f.created_at, f.score FROM (
          SELECT f.id, f.created_at, ${gradeOfItem(q, sql`f.search_vector`)} AS score FROM found_reports f
          WHERE f.status = 'stored' ${excluded} ${foundDateFilter(query)} AND ${indexedBy(q, scores)} ${bound}
          OFFSET 0
        ) AS f
        WHERE f.score IN (${sql.join(scores.map(score), sql`, `)}) ${afterInGrade(after, sql`f.score`)}
        -- Sorted apart from the index on created_at: the full-text index finds these rows.
        ORDER BY f.score DESC, f.created_at + interval '0 s' DESC, f.id DESC
        LIMIT ${count}`;
}

/**
 * gradeIndexRows as ids and cursors. `since` (the hours from one on, UTC, as
 * `YYYY-MM-DDTHH:00:00`: dateBound) leaves out items that came in before them,
 * inside the index: the newest `count` items of a grade since an hour are its
 * newest of all when there are that many (see readRareGrades).
 */
export function gradeIndexStatement(
  query: SearchQuery,
  q: GradeQueries,
  scores: number[],
  after: Cursor | null,
  count: number,
  excluded: SQL,
  since: string[] | null = null,
): SQL {
  return sql`SELECT id, ${cursorTime(sql`created_at`)} AS cursor_at, score
        FROM (${gradeIndexRows(query, q, scores, after, count, excluded, since)}) AS rare`;
}

/**
 * The newest `count` items of one grade after the cursor: among the newest
 * NEWEST_WALKED items after it when they hold that many, otherwise through a
 * full-text index. For the grade a cursor is in, whose page may be far from
 * the newest items.
 */
export function gradePageStatement(
  query: SearchQuery,
  q: GradeQueries,
  grade: number,
  after: Cursor | null,
  count: number,
  excluded: SQL,
): SQL {
  const where = sql`f.status = 'stored' ${excluded} ${foundDateFilter(query)} ${afterInGrade(after, grade)}`;
  return sql`WITH recent AS MATERIALIZED (
          SELECT w.id, w.created_at FROM (
            SELECT f.id, f.created_at, f.search_vector FROM found_reports f WHERE ${where}
            ORDER BY f.created_at DESC, f.id DESC LIMIT ${NEWEST_WALKED}
          ) AS w
          WHERE ${gradeOfItem(q, sql`w.search_vector`)} = ${score(grade)}
          LIMIT ${count}
        ), enough AS (SELECT count(*) >= ${count} AS yes FROM recent)
        SELECT id, ${cursorTime(sql`created_at`)} AS cursor_at, ${score(grade)} AS score FROM (
          SELECT r.id, r.created_at FROM recent r WHERE (SELECT yes FROM enough)
          UNION ALL
          (SELECT id, created_at FROM (${gradeIndexRows(query, q, [grade], after, count, excluded)}) AS rare
           WHERE NOT (SELECT yes FROM enough))
        ) AS page
        ORDER BY created_at DESC, id DESC`;
}

/** The cache key of a page of search results (words, dates, cursor and size). */
export const searchPageKey = (query: SearchQuery) =>
  JSON.stringify([
    'search',
    queryWords(query.q),
    query.from ?? null,
    query.to ?? null,
    query.cursor ?? null,
    query.limit,
  ]);

/**
 * A page of stored items matching a query, best grade first, then newest, as
 * ids (readMemberPage makes the cards). A page ranked before (and not made
 * stale since) comes from memory.
 */
export async function searchPageIds(
  db: Database,
  caches: SearchCaches,
  query: SearchQuery,
  key = searchPageKey(query),
): Promise<IdPage> {
  return caches.pages.getOrRead(key, async () => {
    const allWords = queryWords(query.q);
    if (allWords.length === 0) return { ids: [], nextCursor: null };
    const split = splitPage(await rankedIds(db, query, allWords, caches), query.limit);
    return {
      ids: split.rows.map((row) => row.id),
      nextCursor:
        split.hasMore && split.last
          ? encodeCursor({ at: split.last.cursor_at, id: split.last.id, score: String(split.last.score) })
          : null,
    };
  });
}

/**
 * One page and one more row, best grade first. A report ID comes first. Then
 * one walk over the newest items grades each of them. Grades the walk found a
 * page of (or every item of, when it walked them all) are read from it; rarer
 * ones from a full-text index, which reads all of their items: the item grades
 * one by one from the index of the item's own words, or, when every grade of
 * a kind is rare, all of them at once. Only when no item has every word do
 * items with some of them count.
 */
async function rankedIds(
  db: Database,
  query: SearchQuery,
  allWords: string[],
  caches?: SearchCaches,
): Promise<MatchRow[]> {
  const after = decodeCursor(query.cursor);
  // A list's cursor carries no score: it cannot say where a ranked page ends.
  if (after && (after.score === undefined || !Number.isInteger(Number(after.score))))
    throw badRequest('The page cursor is not valid', 'INVALID_CURSOR');
  const afterScore = after ? Number(after.score) : Infinity;
  const wanted = query.limit + 1;
  const rows: MatchRow[] = [];

  const reportIds = allWords.flatMap((word) => reportIdOf(word) ?? []);
  if (reportIds.length > 0 && afterScore >= MATCH_GRADES.reportId) {
    const byId = await queryRows<Omit<MatchRow, 'score'>>(
      db,
      sql`SELECT f.id, ${cursorTime(sql`f.created_at`)} AS cursor_at FROM found_reports f
          WHERE f.status = 'stored' AND f.report_id = ANY(${sql.param(reportIds)}::text[])
            ${foundDateFilter(query)} ${afterInGrade(after, MATCH_GRADES.reportId)}
          ORDER BY f.created_at DESC, f.id DESC LIMIT ${wanted}`,
    );
    rows.push(...byId.map((row) => ({ ...row, score: MATCH_GRADES.reportId })));
  }
  const textWords = allWords.filter((word) => reportIdOf(word) === undefined);
  if (textWords.length === 0 || rows.length >= wanted) return rows;
  // An item its report ID found is not shown again for its words.
  const excluded =
    reportIds.length > 0 ? sql`AND f.report_id <> ALL(${sql.param(reportIds)}::text[])` : sql``;
  const variantsCache = caches?.wordVariants;
  const cached = cachedVariants(textWords, variantsCache);
  // Never a table scan (either the newest items or a full-text index), and no
  // parallel workers: starting them costs more than any of these statements.
  // The search pool's sessions are set so (settledForSearch); elsewhere a
  // transaction sets them first.
  const settled = settledForSearch(db);
  const search = async (tx: Reader): Promise<MatchRow[]> => {
    const settings = settled
      ? []
      : [
          sql`set_config('enable_seqscan', 'off', true)`,
          sql`set_config('max_parallel_workers_per_gather', '0', true)`,
        ];
    // One question before the search: the words' variants (unless kept), which
    // words were never in a report together, and the settings, each a round trip less.
    const generation = variantsCache?.generation() ?? 0;
    const asked = cached
      ? textWords.length >= 2
        ? [sql`${apartWordsExpression(cached)} AS apart`]
        : []
      : [
          sql`(SELECT coalesce(jsonb_agg(v), '[]'::jsonb) FROM v) AS variants`,
          ...(textWords.length >= 2 ? [sql`${apartWordsAmong(VARIANT_FORMS)} AS apart`] : []),
        ];
    const fields = sql.join([...settings, ...asked], sql`, `);
    const question = cached
      ? sql`SELECT ${fields}`
      : sql`WITH ${variantsStatement(textWords)} SELECT ${fields}`;
    type Answer = {
      variants?: Json<VariantRow[]>;
      apart?: Json<ApartWords[]> | null;
    };
    // Its text is one of a few: the search pool keeps it prepared.
    const [answer] =
      settings.length + asked.length === 0
        ? []
        : settled && !cached
          ? await preparedRows<Answer>(db, question)
          : await queryRows<Answer>(tx, question);
    const words =
      cached ?? keepVariants(textWords, parsed(answer?.variants ?? []), generation, variantsCache);
    const q = gradeQueries(words, parsed(answer?.apart ?? []));
    const readRows = async (statement: SQL): Promise<MatchRow[]> =>
      (await queryRows<{ id: string; cursor_at: string; score: number | string }>(tx, statement)).map(
        (row) => ({
          id: row.id,
          cursor_at: row.cursor_at,
          score: Number(row.score),
        }),
      );
    const read = async (statement: SQL) => {
      const found = await readRows(statement);
      rows.push(...found);
      return found.length > 0;
    };
    // A page that goes on from a grade reads that grade from the cursor on.
    const cursorGrade = gradesOfQuery(q, [...EVERY_WORD_GRADES, ...SOME_WORDS_GRADES]).includes(afterScore);
    if (cursorGrade) {
      await read(gradePageStatement(query, q, afterScore, after, wanted - rows.length, excluded));
      if (rows.length >= wanted) return rows;
    }
    // A page that goes on from an every-word grade knows some item has every word.
    let everyWordMatched = afterScore >= MATCH_GRADES.everyWord && afterScore <= MATCH_GRADES.exactInItem;
    let everyWord = gradesOfQuery(q, EVERY_WORD_GRADES).filter((value) => value < afterScore);
    let someWords = gradesOfQuery(q, SOME_WORDS_GRADES).filter((value) => value < afterScore);
    if (everyWord.length + someWords.length === 0) return rows;
    const count = wanted - rows.length;
    const best = Math.max(...everyWord, ...someWords);
    let walk = await walkGrades(
      tx,
      query,
      q,
      { items: NEWEST_WALKED, from: null, best, stopAt: count },
      count,
      excluded,
    );
    const first = walk;
    /**
     * The best and newest `need` items of some rare grades (gradeIndexStatement).
     * When the first walk found some of the best of them, their page is likely
     * among the items stored since a date that the walk's pace gives (how many
     * it found, over how long its items took to come in): the index reads only
     * those. If as many as the page needs are of the best grade, they are its
     * newest, and no item before the date ranks above them; otherwise the
     * grades are read whole, as without a date.
     */
    const readRareGrades = async (scores: number[], need: number): Promise<MatchRow[]> => {
      const best = Math.max(...scores);
      const since = dateBound(
        first,
        first.rows.filter((row) => row.score === best).length,
        first.rows.filter((row) => scores.includes(row.score)).length,
        need,
      );
      if (since !== null) {
        const newest = await readRows(gradeIndexStatement(query, q, scores, null, need, excluded, since));
        if (newest.length >= need && newest.every((row) => row.score === best)) return newest;
      }
      return readRows(gradeIndexStatement(query, q, scores, null, need, excluded));
    };
    // The best grade the walk found some items of, but not a page: if the rest of
    // its page is likely among the next NEWEST_WALKED_FURTHER items, and walking
    // them costs less than fetching every item of the grade (as many as the walk
    // found, in proportion to the catalogue), walking on finds it.
    const found = walk.rows.find((row) => row.score < afterScore);
    const ofFound = found ? walk.rows.filter((row) => row.score === found.score).length : 0;
    const toWalk = ((count - ofFound) * NEWEST_WALKED) / Math.max(ofFound, 1);
    const toFetch = (ofFound * walk.catalogue) / NEWEST_WALKED;
    if (
      found &&
      walk.end &&
      ofFound < count &&
      toWalk <= NEWEST_WALKED_FURTHER &&
      toWalk <= toFetch * WALKED_PER_FETCHED
    ) {
      // The best grade there is needs no other told apart on the way.
      const exactOnly = found.score === MATCH_GRADES.exactInItem;
      const further: MatchRow[] = exactOnly
        ? (
            await queryRows<Omit<MatchRow, 'score'>>(
              tx,
              exactWalkStatement(query, q, walk.end, NEWEST_WALKED_FURTHER, count - ofFound, excluded),
            )
          ).map((row) => ({ ...row, score: MATCH_GRADES.exactInItem }))
        : [];
      const on = exactOnly
        ? null
        : await walkGrades(
            tx,
            query,
            q,
            { items: NEWEST_WALKED_FURTHER, from: walk.end, best: found.score, stopAt: count - ofFound },
            count,
            excluded,
          );
      const more = on ? on.rows : further;
      // One walk over the newest items, then those below them: each grade stays
      // newest first (the others only from the first walk, when the second
      // looked for the best grade alone: the newest of them all the same).
      const rowsOf = (score: number) => [...walk.rows, ...more].filter((row) => row.score === score);
      const scores = [...new Set([...walk.rows, ...more].map((row) => row.score))].sort((a, b) => b - a);
      walk = {
        rows: scores.flatMap((score) => rowsOf(score).slice(0, count)),
        everyItem: on?.everyItem ?? false,
        end: on?.end ?? null,
        start: walk.start,
        catalogue: walk.catalogue,
      };
    }
    const walkedOf = (scores: number[]) => walk.rows.filter((row) => scores.includes(row.score));
    // Every grade down to all words but one rare (no page has gone past any of them):
    // one read of the index of all words but one finds every one of them.
    const downToMostWords = [...EVERY_WORD_GRADES, MATCH_GRADES.mostWords];
    if (
      !walk.everyItem &&
      everyWord.length === EVERY_WORD_GRADES.length &&
      someWords.includes(MATCH_GRADES.mostWords) &&
      walkedOf(downToMostWords).length < wanted - rows.length
    ) {
      const graded = await readRareGrades(downToMostWords, wanted - rows.length);
      const withEveryWord = graded.filter((row) => row.score >= MATCH_GRADES.everyWord);
      // Items with some of the words count only when no item has them all.
      rows.push(...(withEveryWord.length > 0 ? withEveryWord : graded));
      if (withEveryWord.length > 0 || rows.length >= wanted) return rows;
      everyWord = [];
      someWords = someWords.filter((value) => value < MATCH_GRADES.mostWords);
    }
    for (const kind of [EVERY_WORD_GRADES, SOME_WORDS_GRADES]) {
      // Items with some of the words count only when no item has them all.
      if (kind === SOME_WORDS_GRADES && everyWordMatched) break;
      const scores = kind === EVERY_WORD_GRADES ? everyWord : someWords;
      if (scores.length === 0) continue;
      const walked = walkedOf(scores);
      let matched = false;
      if (walk.everyItem || walked.length < wanted - rows.length) {
        // Every item walked, or every grade of this kind rare: all at once.
        if (walk.everyItem) {
          rows.push(...walked.slice(0, wanted - rows.length));
          matched = walked.length > 0;
        } else {
          const found = await readRareGrades(scores, wanted - rows.length);
          rows.push(...found);
          matched = found.length > 0;
        }
      } else {
        for (const grade of scores) {
          const need = wanted - rows.length;
          const ofGrade = walked.filter((row) => row.score === grade);
          if (ofGrade.length >= need) rows.push(...ofGrade.slice(0, need));
          else rows.push(...(await readRareGrades([grade], need)));
          if (rows.length >= wanted) break;
        }
        matched = true;
      }
      if (kind === EVERY_WORD_GRADES && matched) everyWordMatched = true;
      if (rows.length >= wanted) break;
    }
    return rows;
  };
  return settled ? search(db) : db.transaction(search);
}

export interface Walk {
  /** Its matches, best grade first, then newest. */
  rows: MatchRow[];
  /** Whether it saw every item (after the filters). */
  everyItem: boolean;
  /** Its last item, when it walked as far as it was sent (and so may go on from there). */
  end: Cursor | null;
  /** Its first item's time (cursor text), or null when it found no item. */
  start: string | null;
  /** About how many items the table holds (the planner's count, from the last ANALYZE). */
  catalogue: number;
}

/** A walk over the newest items (gradeWalkStatement). */
async function walkGrades(
  tx: Reader,
  query: SearchQuery,
  q: GradeQueries,
  plan: WalkPlan,
  count: number,
  excluded: SQL,
): Promise<Walk> {
  const found = await queryRows<{
    end_at: string | null;
    end_id: string | null;
    start_at: string | null;
    catalogue: number | string | null;
    id: string | null;
    cursor_at: string | null;
    score: number | string | null;
  }>(tx, gradeWalkStatement(query, q, plan, count, excluded));
  const rows = found.flatMap((row) =>
    row.id === null || row.cursor_at === null || row.score === null
      ? []
      : [{ id: row.id, cursor_at: row.cursor_at, score: Number(row.score) }],
  );
  const stopped = rows.filter((row) => row.score === plan.best).length >= plan.stopAt;
  const last = found[0];
  const end = last?.end_at && last.end_id ? { at: last.end_at, id: last.end_id } : null;
  return {
    rows,
    everyItem: !stopped && end === null,
    end: stopped ? null : end,
    start: last?.start_at ?? null,
    catalogue: Number(last?.catalogue ?? 0),
  };
}

/** The most hours a bounded read names: a longer span reads most of a grade anyway. */
export const MOST_HOURS_READ = 2_000;
const HOUR_MS = 3_600_000;

/**
 * The hours (UTC, `YYYY-MM-DDTHH:00:00`) since the one in which a rare
 * grade's `need` newest items likely begin, up to the hour after the later of
 * the newest item and now (an item stored meanwhile is among them), from a
 * walk over the newest NEWEST_WALKED items that found `ofBest` items of the
 * best grade asked for (and `ofAll` of all of them); or null when the walk has
 * no pace to tell (it found none, or did not walk that far), or the grades are
 * small, or reading all of their items costs less than reading the items of
 * those hours.
 */
export function dateBound(walk: Walk, ofBest: number, ofAll: number, need: number): string[] | null {
  if (ofBest === 0 || walk.end === null || walk.start === null) return null;
  const items = (DATE_BOUND_MARGIN * need * NEWEST_WALKED) / ofBest;
  const fetched = (ofAll * walk.catalogue) / NEWEST_WALKED;
  if (fetched < MIN_FETCHED_BOUNDED) return null;
  if (items / SINCE_READ_PER_FETCHED + DATE_BOUND_MARGIN * need >= fetched) return null;
  const newest = Date.parse(walk.start);
  const walked = newest - Date.parse(walk.end.at);
  const first = Math.floor((newest - (walked * items) / NEWEST_WALKED) / HOUR_MS);
  const last = Math.floor(Math.max(newest, Date.now()) / HOUR_MS) + 1;
  if (!(last - first < MOST_HOURS_READ)) return null;
  return Array.from(
    { length: last - first + 1 },
    (_, hour) => `${new Date((first + hour) * HOUR_MS).toISOString().slice(0, 13)}:00:00`,
  );
}
