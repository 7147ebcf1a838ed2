import { sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '#shared/schemas/list-query';
import { foundDateFilter } from '#server/services/found-reports/list-found-reports';
import { cursorTime, type Cursor } from '#server/lib/paging';
import { ITEM_VECTOR } from '#server/lib/item-vector';
import { MATCH_GRADES, type GradeQueries } from './match-grades';
import { NEWEST_WALKED, type WalkPlan } from './read-costs';
import { kindNamesOf, type WordTerms } from './search-terms';
import { VARIANT_FORMS, variantsStatement } from './word-variants';
import { apartWordsAmong, apartWordsExpression } from './word-pairs';

/**
 * The statements a search makes, one per kind of read its plan asks for
 * (search-plan.ts). Each reads stored items of `found_reports f`, after the
 * query's found-date filter, leaving out `excluded` (the items its report IDs
 * found), newest first within a grade.
 */

export type SearchQuery = ListQuery & { q: string };

const tsquery = (text: string) => sql`to_tsquery('english', ${text})`;

/**
 * What members' search reads of an item (of `found_reports f`): its words less
 * what members' cards hide, emails, phone numbers and university IDs, and less
 * a sensitive item's description (decisions 0061, 0076), so nobody learns by
 * searching a name or five digits of a number which item carries it. Staff
 * lists read the search vector whole.
 */
const MEMBER_VECTOR = sql`f.member_search_vector`;

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

/**
 * How a full-text index finds the items of some grades of one kind: by the
 * broadest of them. The item grades have an index of the item's own words,
 * whose queries carry no field weights (it holds no other words); it holds
 * them as written, so it may hand over an item whose name only matched by a
 * number its card hides, which MEMBER_VECTOR then grades as nothing.
 */
function indexedBy(q: GradeQueries, scores: number[]): SQL {
  const broadest = Math.min(...scores);
  if (broadest === MATCH_GRADES.exactInItem) return matchesAny(ITEM_VECTOR, [q.exactInItemUnweighted]);
  if (broadest === MATCH_GRADES.looseInItem) return matchesAny(ITEM_VECTOR, [q.everyWord]);
  if (broadest === MATCH_GRADES.everyWord) return matchesAny(MEMBER_VECTOR, [q.everyWord]);
  if (broadest === MATCH_GRADES.mostWords)
    return matchesAny(MEMBER_VECTOR, q.mostWords ?? [q.someWords ?? q.everyWord]);
  return matchesAny(MEMBER_VECTOR, [q.someWords ?? q.everyWord]);
}

/** The stored items whose report IDs the query names, after the cursor (in the report-ID grade). */
export function reportIdStatement(
  query: SearchQuery,
  reportIds: string[],
  after: Cursor | null,
  count: number,
): SQL {
  return sql`SELECT f.id, ${cursorTime(sql`f.created_at`)} AS cursor_at FROM found_reports f
          WHERE f.status = 'stored' AND f.report_id = ANY(${sql.param(reportIds)}::text[])
            ${foundDateFilter(query)} ${afterInGrade(after, MATCH_GRADES.reportId)}
          ORDER BY f.created_at DESC, f.id DESC LIMIT ${count}`;
}

/** Every form of every word, as `(word, text)`: its variants as the question finds them, and its kinds' names. */
function formsOf(words: string[]): SQL {
  const kinds = kindNamesOf(words).flatMap((names, word) => names.map((text) => ({ word, text })));
  if (kinds.length === 0) return VARIANT_FORMS;
  return sql`${VARIANT_FORMS} UNION ALL SELECT * FROM unnest(${sql.param(kinds.map((form) => form.word))}::int[], ${sql.param(kinds.map((form) => form.text))}::text[])`;
}

/**
 * The question a search asks before its walk, or null when it has none to
 * ask: the words' variants (unless `kept`), which words were never in a
 * report together (for two words or more), and `settings` (the planner's, when
 * the search runs in a transaction), each in one statement: a round trip less.
 */
export function questionStatement(
  words: string[],
  kept: WordTerms[] | undefined,
  settings: SQL[],
): SQL | null {
  const apart = words.length >= 2;
  const asked = kept
    ? apart
      ? [sql`${apartWordsExpression(kept)} AS apart`]
      : []
    : [
        sql`(SELECT coalesce(jsonb_agg(v), '[]'::jsonb) FROM v) AS variants`,
        ...(apart ? [sql`${apartWordsAmong(formsOf(words))} AS apart`] : []),
      ];
  if (settings.length + asked.length === 0) return null;
  const fields = sql.join([...settings, ...asked], sql`, `);
  return kept ? sql`SELECT ${fields}` : sql`WITH ${variantsStatement(words)} SELECT ${fields}`;
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
                SELECT f.id, f.created_at, ${MEMBER_VECTOR} AS search_vector FROM found_reports f WHERE ${where}
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
          SELECT f.id, f.created_at, ${MEMBER_VECTOR} AS search_vector FROM found_reports f
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
          SELECT f.id, f.created_at, ${gradeOfItem(q, MEMBER_VECTOR)} AS score FROM found_reports f
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
 * newest of all when there are that many.
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
            SELECT f.id, f.created_at, ${MEMBER_VECTOR} AS search_vector FROM found_reports f WHERE ${where}
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
