import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { REPORT_ID_PATTERN, type SortDirection } from '#shared/schemas/admin-list-query';
import { isValidIsoDate } from '#shared/dates';
import { badRequest } from '#server/lib/errors';
import { cursorTime, isBigintId, isRealMoment, isStorableText, isUuid } from './paging';
import { reportIdSearch, type ReportIdPrefix } from './report-id-search';
import { textWords } from './text-words';

/** One key of an order: the expression and how its value travels in a cursor. */
export interface SortKey {
  expression: SQL;
  type: 'text' | 'date' | 'timestamptz';
}

/**
 * An order over a whole list: its keys, then the row id to break ties (left
 * out when the first key is unique already, e.g. the report ID).
 */
export interface SortOrder {
  /** One or two: a row's schema (sortedRowShape) reads that many sort key columns. */
  keys: [SortKey] | [SortKey, SortKey];
  unique?: boolean;
}

/**
 * A page cursor for a sorted list: the sort it belongs to and the last row's
 * key values and id. Opaque to callers (base64url of JSON).
 */
interface SortedCursor {
  s: string;
  d: SortDirection;
  k: string[];
  i: string;
}

const cursorShape = z.object({
  s: z.string().max(40),
  d: z.enum(['asc', 'desc']),
  k: z.array(z.string().max(1000)).max(4),
  i: z.string().max(40),
});

export function encodeSortedCursor(sort: string, dir: SortDirection, keys: string[], id: string): string {
  const cursor: SortedCursor = { s: sort, d: dir, k: keys, i: id };
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

/**
 * Reads a cursor made for this very sort and direction; any other text, or a
 * cursor of another order, is a 400 (never a database error).
 */
function decodeSortedCursor(
  value: string | undefined,
  sort: string,
  dir: SortDirection,
  order: SortOrder,
  idType: 'uuid' | 'bigint',
): SortedCursor | null {
  if (!value) return null;
  const invalid = () => badRequest('The page cursor is not valid', 'INVALID_CURSOR');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const result = cursorShape.safeParse(parsed);
  if (!result.success) throw invalid();
  const cursor = result.data;
  if (cursor.s !== sort || cursor.d !== dir || cursor.k.length !== order.keys.length) throw invalid();
  if (!(idType === 'uuid' ? isUuid(cursor.i) : isBigintId(cursor.i))) throw invalid();
  order.keys.forEach((key, index) => {
    const text = cursor.k[index]!;
    const valid =
      key.type === 'date'
        ? isValidIsoDate(text)
        : key.type === 'timestamptz'
          ? isRealMoment(text)
          : isStorableText(text);
    if (!valid) throw invalid();
  });
  return cursor;
}

/** The key values of a row as the cursor keeps them, selected as sort_k0, sort_k1, … */
export function sortKeyColumns(order: SortOrder): SQL {
  return sql.join(
    order.keys.map((key, index) => {
      const text =
        key.type === 'timestamptz'
          ? cursorTime(key.expression)
          : key.type === 'date'
            ? sql`to_char(${key.expression}, 'YYYY-MM-DD')`
            : key.expression;
      return sql`${text} AS ${sql.raw(`sort_k${index}`)}`;
    }),
    sql`, `,
  );
}

/** A row's id and the sort key columns sortKeyColumns selects, for a raw row's schema to extend. */
export const sortedRowShape = {
  id: z.string(),
  sort_k0: z.string().nullable(),
  sort_k1: z.string().nullable().optional(),
};
export type SortedRow = z.output<z.ZodObject<typeof sortedRowShape>>;

/**
 * ORDER BY and the "after the cursor" condition of one order. Every key and the
 * id go the same way, so one row comparison says which rows come after.
 */
export function keyset(
  order: SortOrder,
  sort: string,
  dir: SortDirection,
  cursor: string | undefined,
  id: { column: SQL; type: 'uuid' | 'bigint' },
  options: { filtered?: boolean } = {},
): { after: SQL; orderBy: SQL; nextCursor: (row: SortedRow) => string } {
  const direction = sql.raw(dir === 'asc' ? 'ASC' : 'DESC');
  const columns = [
    ...order.keys.map((key) => (options.filtered ? unindexed(key) : key.expression)),
    ...(order.unique ? [] : [id.column]),
  ];
  const orderBy = sql.join(
    columns.map((column) => sql`${column} ${direction}`),
    sql`, `,
  );
  const last = decodeSortedCursor(cursor, sort, dir, order, id.type);
  let after = sql``;
  if (last) {
    const values = [
      ...order.keys.map((key, index) => sql`${last.k[index]!}::${sql.raw(key.type)}`),
      ...(order.unique ? [] : [sql`${last.i}::${sql.raw(id.type)}`]),
    ];
    after = sql`AND (${sql.join(columns, sql`, `)}) ${sql.raw(dir === 'asc' ? '>' : '<')} (${sql.join(values, sql`, `)})`;
  }
  return {
    after,
    orderBy,
    nextCursor: (row) =>
      encodeSortedCursor(
        sort,
        dir,
        order.keys.map((_key, index) => [row.sort_k0, row.sort_k1][index]!),
        row.id,
      ),
  };
}

/**
 * Whether matches of the search and filters are likely to sit together in the
 * sort order or to be rare, so that walking the sort column's index to meet
 * them would read most of the list: a search on the very text the list is
 * sorted by (words or category on item, words or color on color, words on
 * place), or two filters at once. Otherwise matches are spread and common, and
 * the index walk meets a page of them early (a category sorted by color).
 */
export function searchesTheSortColumn(query: {
  q?: string | undefined;
  color?: string | undefined;
  category?: string | undefined;
  sort: string;
}): boolean {
  const filters = [query.q, query.color, query.category].filter(Boolean).length;
  if (filters >= 2) return true;
  if (query.sort === 'item') return Boolean(query.q || query.category);
  if (query.sort === 'color') return Boolean(query.q || query.color);
  if (query.sort === 'location') return Boolean(query.q);
  return false;
}

/**
 * The same value, in a form no index is ordered by. PostgreSQL, expecting
 * matches spread evenly, walked the item index to find "wallet" sorted by
 * item: some 90,000 items from "Backpack" on (416 ms against 10 ms for the
 * unfiltered list). Hidden from the indexes, the order is applied to the
 * matches found by the full-text and name indexes (decision 0015). Only for
 * searches on the sort column: where matches are spread (a search sorted by
 * date), the index walk meets them early and stays the faster plan.
 */
function unindexed(key: SortKey): SQL {
  if (key.type === 'text') return sql`(${key.expression} || '')`;
  if (key.type === 'date') return sql`(${key.expression} + 0)`;
  return sql`(${key.expression} + interval '0 seconds')`;
}

/** Letters (with their marks) and digits of a text, lower-cased: what a word query may contain. */
export function searchWords(text: string): string[] {
  return [...new Set(textWords(text))].slice(0, 8);
}

/**
 * A tsquery of every word, each carrying a suffix (`:*` a prefix, `:B` a weight).
 * Words hold only letters, marks and digits, so to_tsquery reads no operator
 * from the input.
 */
export function everyWordQuery(words: string[], suffix: string): SQL {
  return sql`to_tsquery('english', ${words.map((word) => `${word}${suffix}`).join(' & ')})`;
}

/** The columns a list's search box and filters reach. */
export interface SearchTargets {
  vector: SQL;
  reportId: SQL;
  /** The letters of the list's own IDs, for a part of an ID typed without them. */
  idPrefix: ReportIdPrefix;
  /** Columns holding the id of a member (users) or of a person record (people). */
  members: SQL[];
  people: SQL[];
  /** Texts found by any part of them, case aside: the shelf or bin. */
  texts?: SQL[];
  /** The item's id, to find it by the members who claimed it, whatever became of their claims. */
  claimedItem?: SQL;
}

/** A LIKE pattern finding the text anywhere, its own % _ and \\ taken literally. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search box: an item ID alone finds that one item; anything else matches
 * every word of the item (as prefixes, so a half-typed word finds), a part of
 * an ID (FND232 is FND000232, or begins FND232), a part of a reporter's,
 * founder's, receiver's or claimant's name or email, their university ID, or
 * a part of the shelf. Every arm is read from an index (decision 0015; the
 * trigram indexes on emails and shelves, migration 0023).
 */
export function searchCondition(q: string | undefined, targets: SearchTargets): SQL {
  if (!q) return sql``;
  const text = q.trim();
  if (REPORT_ID_PATTERN.test(text)) return sql`AND ${targets.reportId} = ${text.toUpperCase()}`;
  const arms: SQL[] = [];
  const words = searchWords(text);
  if (words.length > 0) arms.push(sql`${targets.vector} @@ ${everyWordQuery(words, ':*')}`);
  const id = reportIdSearch(text, targets.idPrefix);
  if (id) {
    arms.push(
      sql`${targets.reportId} = ${id.exact}`,
      sql`${targets.reportId} BETWEEN ${id.from} AND ${id.to}`,
    );
  }
  const like = likePattern(text);
  const lower = text.toLowerCase();
  const who = (table: 'users' | 'people') =>
    sql`ARRAY(SELECT p.id FROM ${sql.raw(table)} p
          WHERE lower(p.name) LIKE ${like} OR lower(p.email) LIKE ${like} OR lower(p.university_id) = ${lower})`;
  for (const column of targets.members) arms.push(sql`${column} = ANY(${who('users')})`);
  for (const column of targets.people) arms.push(sql`${column} = ANY(${who('people')})`);
  for (const column of targets.texts ?? []) arms.push(sql`lower(${column}) LIKE ${like}`);
  if (targets.claimedItem) {
    arms.push(
      sql`${targets.claimedItem} = ANY(ARRAY(SELECT c.found_report_id FROM claims c WHERE c.user_id = ANY(${who('users')})))`,
    );
  }
  return sql`AND (${sql.join(arms, sql` OR `)})`;
}

/**
 * Which words of an item each filter reads (the weights its search vector
 * gives them); a typed place is read as the beginnings of words.
 */
const FILTER_WEIGHTS = { category: ':A', color: ':B', place: ':*C' } as const;

/**
 * Color, category and place filters. A color matches the words of the item's
 * color (so "blue" finds "Navy Blue"); a category matches the words of the
 * item's name (the category chips: "Water Bottle" finds "Steel water bottle");
 * a place the words of where it was found or lost ("library" finds "Central
 * Library, 3rd floor"). None reads the description.
 */
export function itemFilters(
  query: { color?: string | undefined; category?: string | undefined; place?: string | undefined },
  vector: SQL,
  colourNames: (typed: string) => string[] = (typed) => [typed],
  placeNames: (typed: string) => string[] = (typed) => [typed],
): SQL {
  const parts: SQL[] = [];
  for (const filter of ['color', 'category', 'place'] as const) {
    const typed = query[filter];
    if (!typed) continue;
    // A colour or a place is any of its names (each language's); every word of one name must be there.
    const names = (filter === 'color' ? colourNames(typed) : filter === 'place' ? placeNames(typed) : [typed])
      .map((name) => searchWords(name))
      .filter((words) => words.length > 0);
    if (names.length === 0) continue;
    const arms = names.map((words) => sql`${vector} @@ ${everyWordQuery(words, FILTER_WEIGHTS[filter])}`);
    parts.push(sql`AND (${sql.join(arms, sql` OR `)})`);
  }
  return sql.join(parts, sql` `);
}
