import { sql, type SQL } from 'drizzle-orm';
import { EARLIEST_DATE } from '#shared/dates';
import { badRequest } from '#server/lib/errors';

/**
 * Keyset paging. A cursor names the last row of the previous page by its sort
 * key (timestamp with microseconds, then id), so rows arriving meanwhile (newer,
 * hence above) neither shift nor repeat what follows. It is opaque to callers.
 */
export interface Cursor {
  /** The sort timestamp as the database prints it (UTC, microseconds). */
  at: string;
  id: string;
  /** Search pages also carry the relevance score of the last row. */
  score?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const DIGITS = /^\d{1,19}$/;
const SCORE = /^-?\d{1,20}(\.\d{1,20})?(e-?\d{1,3})?$/i;
/** The largest bigint PostgreSQL holds: a longer or larger id would fail in the database, not here. */
const MAX_BIGINT = 9223372036854775807n;

/**
 * A cursor's values go into SQL as typed parameters, so each must be a value
 * of its type the database reads back without error. These say so, for the
 * cursors of every list (this module's and the sorted admin lists').
 */

/** A timestamp the database can read back: a real calendar moment, not `2024-13-45T25:61:61`. */
export function isRealMoment(at: string): boolean {
  if (!TIMESTAMP.test(at) || at < EARLIEST_DATE) return false;
  const millis = Date.parse(at);
  return !Number.isNaN(millis) && new Date(millis).toISOString().slice(0, 23) === at.slice(0, 23);
}

/** An id a bigint column holds. */
export function isBigintId(id: string): boolean {
  return DIGITS.test(id) && BigInt(id) <= MAX_BIGINT;
}

export const isUuid = (id: string) => UUID.test(id);

/** Text PostgreSQL can hold and compare: no NUL, no half of a surrogate pair. */
// eslint-disable-next-line no-control-regex -- NUL is the one character PostgreSQL text refuses
export const isStorableText = (text: string) => !/\u0000|\p{Cs}/u.test(text);

export function encodeCursor(cursor: Cursor): string {
  const parts = [cursor.at, cursor.id];
  if (cursor.score !== undefined) parts.push(cursor.score);
  return Buffer.from(parts.join('|'), 'utf8').toString('base64url');
}

/** Reads a cursor made by encodeCursor; anything else is a 400, never a database error. */
export function decodeCursor(
  value: string | undefined,
  options: { numericId?: boolean } = {},
): Cursor | null {
  if (!value) return null;
  const invalid = () => badRequest('The page cursor is not valid', 'INVALID_CURSOR');
  const text = Buffer.from(value, 'base64url').toString('utf8');
  const [at, id, score, ...rest] = text.split('|');
  if (!at || !id || rest.length > 0 || !isRealMoment(at)) throw invalid();
  if (options.numericId ? !isBigintId(id) : !isUuid(id)) throw invalid();
  // float8 holds what Number holds: 1e999999 is no score the database could have given.
  if (score !== undefined && (!SCORE.test(score) || !Number.isFinite(Number(score)))) throw invalid();
  return score === undefined ? { at, id } : { at, id, score };
}

/** A timestamp column as cursor text: UTC with microseconds, the full precision Postgres keeps. */
export const cursorTime = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A timestamp column as an ISO 8601 string with milliseconds, the JSON shape of every date-time. */
export const isoTime = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One page of a list, as the API sends it. */
export interface Page<Item> {
  items: Item[];
  /** The cursor of the next page; null on the last one. */
  nextCursor: string | null;
}

/** Keeps the first `limit` rows and says whether more exist (the query fetched limit + 1). */
export function splitPage<Row>(
  rows: Row[],
  limit: number,
): { rows: Row[]; last: Row | undefined; hasMore: boolean } {
  const hasMore = rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  return { rows: page, last: page[page.length - 1], hasMore };
}
