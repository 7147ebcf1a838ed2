import { sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '../../../shared/schemas/list-query';
import { queryRows, type Database } from '@/db/client';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
import { badRequest } from '@/lib/errors';
import { foundDateFilter } from '@/services/found-reports/list-found-reports';
import { cursorTime, decodeCursor, encodeCursor, splitPage, type Cursor } from '@/services/paging/page';
import type { IdPage } from '@/services/found-reports/member-card-caches';
import type { SearchCaches } from './search-cache';
import { anyTerm, everyTerm, queryWords, reportIdOf, type WordTerms } from './search-terms';
import { wordVariants } from './word-variants';

export type SearchQuery = ListQuery & { q: string };

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
  /** Undefined for fewer than three words, where all but one is one. */
  mostWords: string | undefined;
  someWords: string;
}

export function gradeQueries(words: WordTerms[]): GradeQueries {
  const allButOne = words.map(
    (_terms, index) => `(${everyTerm(words.toSpliced(index, 1), 'anywhere', true)})`,
  );
  return {
    exactInItem: everyTerm(words, 'item', false),
    looseInItem: everyTerm(words, 'item', true),
    everyWord: everyTerm(words, 'anywhere', true),
    mostWords: words.length >= 3 ? allButOne.join(' | ') : undefined,
    someWords: anyTerm(words),
  };
}

/**
 * How many of the newest stored items a grade is first looked for in. A grade
 * with a page of matches among them is common, and walking the newest items
 * (in the order they are stored on disk) finds that page at once; a grade with
 * fewer is rare, and the full-text index finds all of its items quickly.
 */
export const NEWEST_WALKED = 10_000;

interface MatchRow {
  id: string;
  cursor_at: string;
  score: number;
}

const tsquery = (text: string) => sql`to_tsquery('english', ${text})`;

function afterInGrade(after: Cursor | null, score: number): SQL {
  return after && Number(after.score) === score
    ? sql`AND (f.created_at, f.id) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
}

export interface GradeWalk {
  score: number;
  /** What items of this grade match. */
  text: string;
  /** What items of better grades match (left out here). */
  better?: string;
}

/**
 * The newest `count` items of one grade after the cursor: among the newest
 * NEWEST_WALKED items when they hold that many, otherwise through the full-text
 * index (the planner may not walk the table then: it cannot tell how rare the
 * words are together, and guesses wrong for phrases such as "credit card").
 */
export function gradePageStatement(
  query: SearchQuery,
  grade: GradeWalk,
  after: Cursor | null,
  count: number,
  excluded: SQL,
): SQL {
  const inGrade = (vector: SQL) =>
    grade.better
      ? sql`${vector} @@ ${tsquery(grade.text)} AND NOT ${vector} @@ ${tsquery(grade.better)}`
      : sql`${vector} @@ ${tsquery(grade.text)}`;
  const where = sql`f.status = 'stored' ${excluded} ${foundDateFilter(query)} ${afterInGrade(after, grade.score)}`;
  return sql`WITH recent AS MATERIALIZED (
          SELECT w.id, w.created_at FROM (
            SELECT f.id, f.created_at, f.search_vector FROM found_reports f WHERE ${where}
            ORDER BY f.created_at DESC, f.id DESC LIMIT ${NEWEST_WALKED}
          ) AS w
          WHERE ${inGrade(sql`w.search_vector`)}
          LIMIT ${count}
        ), enough AS (SELECT count(*) >= ${count} AS yes FROM recent)
        SELECT id, ${cursorTime(sql`created_at`)} AS cursor_at FROM (
          SELECT r.id, r.created_at FROM recent r WHERE (SELECT yes FROM enough)
          UNION ALL
          (SELECT f.id, f.created_at FROM found_reports f
           WHERE NOT (SELECT yes FROM enough) AND ${where} AND ${inGrade(sql`f.search_vector`)}
           -- Sorted apart from the index on created_at: the full-text index finds these rows.
           ORDER BY f.created_at + interval '0 s' DESC, f.id DESC
           LIMIT ${count})
        ) AS page
        ORDER BY created_at DESC, id DESC`;
}

async function gradePage(
  db: Transaction,
  query: SearchQuery,
  grade: GradeWalk,
  after: Cursor | null,
  count: number,
  excluded: SQL,
): Promise<MatchRow[]> {
  const rows = await queryRows<Omit<MatchRow, 'score'>>(
    db,
    gradePageStatement(query, grade, after, count, excluded),
  );
  return rows.map((row) => ({ ...row, score: grade.score }));
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
 * ids (sendMemberPage makes the cards). A page ranked before (and not made
 * stale since) comes from memory.
 */
export async function searchPageIds(db: Database, caches: SearchCaches, query: SearchQuery): Promise<IdPage> {
  const allWords = queryWords(query.q);
  if (allWords.length === 0) return { ids: [], nextCursor: null };
  return caches.pages.getOrRead(searchPageKey(query), async () => {
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
 * One page and one more row, best grade first. A report ID comes first. Then,
 * if the query has few matches, all of them are graded at once; if it has
 * many, each grade is walked newest first until the page is full (a grade the
 * page reaches has many items, as the better ones had too few to fill it).
 * Only when no item has every word do items with some of them count.
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
  const q = gradeQueries(await wordVariants(db, textWords, caches?.wordVariants));
  const grades: GradeWalk[] = [
    { score: MATCH_GRADES.exactInItem, text: q.exactInItem },
    { score: MATCH_GRADES.looseInItem, text: q.looseInItem, better: q.exactInItem },
    { score: MATCH_GRADES.everyWord, text: q.everyWord, better: q.looseInItem },
  ];
  return db.transaction(async (tx) => {
    // A table scan is never the plan here: either the newest items or the full-text index.
    await tx.execute(sql`SELECT set_config('enable_seqscan', 'off', true)`);
    // A page that goes on from an every-word grade knows some item has every word.
    let everyWordMatched = afterScore >= MATCH_GRADES.everyWord && afterScore <= MATCH_GRADES.exactInItem;
    for (const grade of grades) {
      if (grade.score > afterScore) continue;
      const found = await gradePage(tx, query, grade, after, wanted - rows.length, excluded);
      if (found.length > 0) everyWordMatched = true;
      rows.push(...found);
      if (rows.length >= wanted) return rows;
    }
    // Items with some of the words count only when no item has them all.
    if (everyWordMatched) return rows;
    const fallbacks: GradeWalk[] = q.mostWords
      ? [
          { score: MATCH_GRADES.mostWords, text: q.mostWords },
          { score: MATCH_GRADES.someWords, text: q.someWords, better: q.mostWords },
        ]
      : [{ score: MATCH_GRADES.someWords, text: q.someWords }];
    for (const grade of fallbacks) {
      if (grade.score > afterScore) continue;
      rows.push(...(await gradePage(tx, query, grade, after, wanted - rows.length, excluded)));
      if (rows.length >= wanted) break;
    }
    return rows;
  });
}
