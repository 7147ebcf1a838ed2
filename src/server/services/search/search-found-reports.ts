import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { preparedRows, queryRows, settledForSearch, type Database } from '#server/db/client';
import { badRequest } from '#server/lib/errors';
import type { IdPage } from '#server/services/found-reports/member-card-caches';
import { decodeCursor, encodeCursor, splitPage, type Cursor } from '#server/lib/paging';
import { gradeQueries, MATCH_GRADES, type GradeQueries, type MatchRow } from './match-grades';
import type { Walk, WalkPlan } from './read-costs';
import type { SearchCaches } from './search-cache';
import { planSearch, type PlannedRead, type ReadAnswer } from './search-plan';
import {
  exactWalkStatement,
  gradeIndexStatement,
  gradePageStatement,
  gradeWalkStatement,
  questionStatement,
  reportIdStatement,
  type SearchQuery,
} from './search-statements';
import { queryWords, reportIdOf } from './search-terms';
import { cachedVariants, keepVariants, variantRow } from './word-variants';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a search's statements go: the search pool's database, or a transaction that set its settings. */
type Reader = Database | Transaction;

/** A JSON value as a driver gives it, parsed (node-postgres) or as text, checked against `schema`. */
const json = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value): unknown => (typeof value === 'string' ? JSON.parse(value) : value), schema);

/** The question's one row: each word's variants, and the pairs of words no item holds together. */
const answerRow = z.object({
  variants: json(z.array(variantRow)).optional(),
  apart: json(z.array(z.tuple([z.number(), z.number()]))).nullish(),
});

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

/** What the reads of one search share. */
interface SearchContext {
  /** The search pool's database (or the only one, on PGlite). */
  db: Database;
  /** Whether its sessions already rule out table scans and parallel workers (settledForSearch). */
  settled: boolean;
  query: SearchQuery;
  after: Cursor | null;
  reportIds: string[];
  /** The query's words that are not report IDs. */
  textWords: string[];
  /** The items its report IDs found, which are not shown again for its words. */
  excluded: SQL;
  caches?: SearchCaches;
}

/**
 * One page and one more row, read as the plan decides (search-plan.ts). A
 * report ID is one index lookup that needs no settings. The rest runs on the
 * search pool, whose sessions never scan the table nor start parallel workers
 * (starting them costs more than any of these statements); on PGlite, in a
 * transaction that sets both first.
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
  const reportIds = allWords.flatMap((word) => reportIdOf(word) ?? []);
  const textWords = allWords.filter((word) => reportIdOf(word) === undefined);
  const context: SearchContext = {
    db,
    settled: settledForSearch(db),
    query,
    after,
    reportIds,
    textWords,
    excluded: reportIds.length > 0 ? sql`AND f.report_id <> ALL(${sql.param(reportIds)}::text[])` : sql``,
    caches,
  };
  const plan = planSearch({
    afterScore: after ? Number(after.score) : Infinity,
    wanted: query.limit + 1,
    namesReportIds: reportIds.length > 0,
    hasOtherWords: textWords.length > 0,
    now: Date.now(),
  });
  let step = plan.next();
  if (!step.done && step.value.read === 'report-ids') step = plan.next(await answer(context, db, step.value));
  if (step.done) return step.value;
  const first = step.value;
  const search = async (reader: Reader) => {
    const answerOf = reads(context, reader);
    let next = plan.next(await answerOf(first));
    while (!next.done) next = plan.next(await answerOf(next.value));
    return next.value;
  };
  return context.settled ? search(db) : db.transaction(search);
}

/** Answers a plan's reads through `reader`, keeping the query's grades once it has them. */
function reads(context: SearchContext, reader: Reader): (read: PlannedRead) => Promise<ReadAnswer> {
  let grades: GradeQueries | undefined;
  return async (read) => {
    if (read.read === 'grades') {
      grades = await askGrades(context, reader);
      return grades;
    }
    return answer(context, reader, read, grades);
  };
}

/** The rows a read of items answers. */
async function answer(
  context: SearchContext,
  reader: Reader,
  read: Exclude<PlannedRead, { read: 'grades' }>,
  q?: GradeQueries,
): Promise<MatchRow[] | Walk> {
  const { query, after, excluded } = context;
  if (read.read === 'report-ids') {
    const statement = reportIdStatement(query, context.reportIds, after, read.count);
    return withScore(await queryRows(reader, statement, itemRow), MATCH_GRADES.reportId);
  }
  if (!q) throw new Error(`a search read ${read.read} before it knew its grades`);
  switch (read.read) {
    case 'cursor-grade':
      return matchRows(reader, gradePageStatement(query, q, read.grade, after, read.count, excluded));
    case 'walk':
      return walkOf(
        read.walk,
        await queryRows(reader, gradeWalkStatement(query, q, read.walk, read.count, excluded), walkRow),
      );
    case 'exact-walk': {
      const statement = exactWalkStatement(query, q, read.from, read.items, read.count, excluded);
      return withScore(await queryRows(reader, statement, itemRow), MATCH_GRADES.exactInItem);
    }
    case 'rare-grades': {
      const statement = gradeIndexStatement(query, q, read.grades, null, read.count, excluded, read.since);
      return matchRows(reader, statement);
    }
  }
}

/** An item a statement found, by its time as cursor text; its grade is the statement's. */
const itemRow = z.object({ id: z.string(), cursor_at: z.string() });
/** An item with its grade (MATCH_GRADES, whole numbers). */
const matchRow = itemRow.extend({ score: z.number() });

const withScore = (rows: z.infer<typeof itemRow>[], score: number): MatchRow[] =>
  rows.map((row) => ({ ...row, score }));

const matchRows = (reader: Reader, statement: SQL): Promise<MatchRow[]> =>
  queryRows(reader, statement, matchRow);

/**
 * A row of gradeWalkStatement: where the walk ended, and one of its matches (or none). The
 * catalogue is pg_class.reltuples, the planner's estimate of the items (a real).
 */
const walkRow = z.object({
  end_at: z.string().nullable(),
  end_id: z.string().nullable(),
  start_at: z.string().nullable(),
  catalogue: z.number().nullable(),
  id: z.string().nullable(),
  cursor_at: z.string().nullable(),
  score: z.number().nullable(),
});

function walkOf(plan: WalkPlan, found: z.infer<typeof walkRow>[]): Walk {
  const rows = found.flatMap((row) =>
    row.id === null || row.cursor_at === null || row.score === null
      ? []
      : [{ id: row.id, cursor_at: row.cursor_at, score: row.score }],
  );
  const stopped = rows.filter((row) => row.score === plan.best).length >= plan.stopAt;
  const last = found[0];
  const end = last?.end_at && last.end_id ? { at: last.end_at, id: last.end_id } : null;
  return {
    rows,
    everyItem: !stopped && end === null,
    end: stopped ? null : end,
    start: last?.start_at ?? null,
    catalogue: last?.catalogue ?? 0,
  };
}

/**
 * The query's grades, from its words' variants (kept, or asked) and the words
 * never in a report together, asked in one question (questionStatement).
 */
async function askGrades(context: SearchContext, reader: Reader): Promise<GradeQueries> {
  const { db, settled, textWords } = context;
  const cache = context.caches?.wordVariants;
  const kept = cachedVariants(textWords, cache);
  const settings = settled
    ? []
    : [
        sql`set_config('enable_seqscan', 'off', true)`,
        sql`set_config('max_parallel_workers_per_gather', '0', true)`,
      ];
  const generation = cache?.generation() ?? 0;
  const question = questionStatement(textWords, kept, settings);
  // Its text is one of a few: the search pool keeps it prepared.
  const [asked] =
    question === null
      ? []
      : settled && !kept
        ? await preparedRows(db, question, answerRow)
        : await queryRows(reader, question, answerRow);
  const words = kept ?? keepVariants(textWords, asked?.variants ?? [], generation, cache);
  return gradeQueries(words, asked?.apart ?? []);
}
